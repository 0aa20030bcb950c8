import { useState } from 'react'
import type { DownloadState } from '@store/core'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { downloadsLeft } from './format.ts'

/** Why a link no longer works, for the order page (the link's own page has the server's words). */
const REFUSALS: Record<Exclude<DownloadState, 'ready'>, string> = {
  used_up: 'All downloads of this file have been used.',
  expired: 'This download has expired.',
  removed: 'The store has removed this file.',
  unavailable: 'This download is no longer available.',
}

/**
 * A download button with what is left of the link. A plain link, not
 * `download`: the server's Content-Disposition saves the file, and a refusal leads to the link's page.
 * The count goes down as the shopper clicks; the server's counter is the one that decides.
 */
export function DownloadLink(props: { url: string | null; state: DownloadState; left: number; expiresAt: string; label: string }) {
  const { dateTime } = useFormatDate()
  const [used, setUsed] = useState(0)
  const left = Math.max(0, props.left - used)
  const state = props.state === 'ready' && left === 0 ? 'used_up' : props.state
  if (state !== 'ready' || props.url === null)
    return <p className="text-sm text-amber-800">{REFUSALS[state === 'ready' ? 'used_up' : state]}</p>
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={props.url}
        onClick={() => setUsed((n) => n + 1)}
        aria-label={props.label}
        className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:shadow-md"
      >
        Download
      </a>
      <span className="text-xs text-gray-600">
        {downloadsLeft(left)} · until {dateTime(props.expiresAt)}
      </span>
    </div>
  )
}
