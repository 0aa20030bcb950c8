import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../lib/api.ts'
import { previewAddress } from './api.ts'

const WIDTHS = { phone: 375, desktop: 1280 } as const
/** How tall the frame stands on the screen; the page inside is taller when it is scaled down. */
const VISIBLE = 720
/** A token lives 30 minutes (decision 0083): the frame asks for a new one well before. */
const RENEW_MS = 20 * 60_000

/**
 * The storefront itself, showing the saved draft, at a phone's or a desktop's width (scaled down to
 * fit). `revision` changes after each save, publish or restore, and the frame loads the page again.
 */
export function PreviewFrame({ revision }: { revision: number }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop')
  const address = useQuery({ queryKey: ['layout-preview'], queryFn: previewAddress, staleTime: RENEW_MS, refetchInterval: RENEW_MS })
  const box = useRef<HTMLDivElement>(null)
  const [room, setRoom] = useState(0)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const pixels = WIDTHS[width]
  const scale = room > 0 ? Math.min(1, room / pixels) : 1
  return (
    <section aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold">
          Preview of the saved draft
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={`min-h-11 rounded-lg px-3 text-sm font-medium ${width === w ? 'bg-gray-900 text-white' : 'border border-gray-500 bg-white'}`}
            >
              {w === 'phone' ? 'Phone (375 px)' : 'Desktop (1280 px)'}
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className="overflow-hidden rounded-lg border border-gray-300 bg-gray-100" style={{ height: VISIBLE }}>
        {address.isError ? (
          <div role="alert" className="p-4 text-red-900">
            <p>The preview could not open: {errorText(address.error)}</p>
            <button
              type="button"
              className="mt-2 min-h-11 rounded-md border border-red-700 px-3 text-sm"
              onClick={() => void address.refetch()}
            >
              Try again
            </button>
          </div>
        ) : address.data ? (
          <iframe
            key={`${address.data.url}|${revision}`}
            title={`Your storefront with the draft, ${width === 'phone' ? 'phone' : 'desktop'} width`}
            src={`${address.data.url}&r=${revision}`}
            width={pixels}
            height={Math.round(VISIBLE / scale)}
            className="mx-auto block origin-top-left border-0 bg-white"
            style={{ transform: `scale(${scale})`, width: pixels, height: Math.round(VISIBLE / scale) }}
          />
        ) : (
          <div role="status" aria-label="Opening the preview" className="h-full animate-pulse bg-gray-200" />
        )}
      </div>
    </section>
  )
}
