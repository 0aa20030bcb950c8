import { useSettingText } from '../../lib/settings.ts'

/** Dates and times of an order in the store's locale ("12 Mar, 7:42 pm"); the browser's time zone. */
export function useFormatTime(): { dateTime(iso: string): string; time(iso: string): string } {
  const locale = useSettingText('locale') || 'en-US'
  const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })
  return { dateTime: (iso) => dateTime.format(new Date(iso)), time: (iso) => time.format(new Date(iso)) }
}
