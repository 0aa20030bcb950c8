import { DATE_STYLE } from '@store/core/browser'
import { useSettingText } from './settings.ts'

/**
 * Dates and times in the store's locale, in the browser's time zone: `date` "12 Mar 2026", `dateTime`
 * "12 Mar 2026, 7:42 pm", `time` "7:42 pm". The one way the web formats a moment.
 */
export function useFormatDate(): { date(iso: string): string; dateTime(iso: string): string; time(iso: string): string } {
  const locale = useSettingText('locale') || 'en-US'
  // Core's DATE_STYLE: the server's sentences (an offer's last day) write days the same way.
  const date = new Intl.DateTimeFormat(locale, DATE_STYLE)
  const dateTime = new Intl.DateTimeFormat(locale, { ...DATE_STYLE, hour: 'numeric', minute: '2-digit' })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })
  return {
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
  }
}
