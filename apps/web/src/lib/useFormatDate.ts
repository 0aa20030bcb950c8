import { DATE_STYLE, DEFAULT_TIMEZONE, TIMEZONE_SETTING } from '@store/core/browser'
import { useSettingText } from './settings.ts'

/**
 * Dates and times in the store's locale, in the browser's time zone: `date` "12 Mar 2026", `dateTime`
 * "12 Mar 2026, 7:42 pm", `time` "7:42 pm". The one way the web formats a moment. `storeDate` is the
 * day in the store's time zone: the same on the server and in every browser, for what the server
 * renders (a review's day; decision 0109).
 */
export function useFormatDate(): {
  date(iso: string): string
  dateTime(iso: string): string
  time(iso: string): string
  storeDate(iso: string): string
} {
  const locale = useSettingText('locale') || 'en-US'
  const timeZone = useSettingText(TIMEZONE_SETTING) || DEFAULT_TIMEZONE
  // Core's DATE_STYLE: the server's sentences (an offer's last day) write days the same way.
  const date = new Intl.DateTimeFormat(locale, DATE_STYLE)
  const dateTime = new Intl.DateTimeFormat(locale, { ...DATE_STYLE, hour: 'numeric', minute: '2-digit' })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })
  const storeDate = new Intl.DateTimeFormat(locale, { ...DATE_STYLE, timeZone })
  return {
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    storeDate: (iso) => storeDate.format(new Date(iso)),
  }
}
