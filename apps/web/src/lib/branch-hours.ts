import { useMemo, useSyncExternalStore } from 'react'
import { branchClosedText, DEFAULT_TIMEZONE, readOffsetWindow, TIMEZONE_OFFSET_SETTING, TIMEZONE_SETTING } from '@store/core/browser'
import type { Branch } from '@store/core'
import { useSettingText } from './settings.ts'

const MINUTE = 60_000
/** Opening hours move by the minute; looking a few times a minute turns "Closed" to open promptly. */
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, 15_000)
  return () => clearInterval(timer)
}
const thisMinute = () => Math.floor(Date.now() / MINUTE)
const onServer = () => null

/**
 * Says beside a branch when it opens (decision 0057): "Closed · opens today at 09:00", or null while
 * it takes orders, from its hours in the store's time zone (setting `timezone`), with the same core
 * function checkout's refusal uses. The clock is read only in the browser after hydration, so the
 * server's page (which says only what `is_open` says) and the first render match. The clock is read
 * through the offset the server sends (`timezone_offset`), not Intl, whose first use is a long task
 * after load (decision 0103).
 */
export function useBranchClosedText(): (branch: Pick<Branch, 'is_open' | 'opening_hours'>) => string | null {
  const timeZone = useSettingText(TIMEZONE_SETTING) || DEFAULT_TIMEZONE
  const offsets = useSettingText(TIMEZONE_OFFSET_SETTING)
  const known = useMemo(() => readOffsetWindow(offsets), [offsets])
  const minute = useSyncExternalStore(subscribe, thisMinute, onServer)
  return (branch) =>
    minute === null ? (branch.is_open ? null : 'Closed') : branchClosedText(branch, new Date(minute * MINUTE), timeZone, known)
}
