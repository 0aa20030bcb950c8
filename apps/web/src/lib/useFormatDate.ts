import { useSettingText } from './settings.ts'

/** A date (and time) in the store's locale ("12 Mar 2026, 7:42 pm"), in the browser's time zone. */
export function useFormatDate(): { date(iso: string): string; dateTime(iso: string): string } {
  const locale = useSettingText('locale') || 'en-US'
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  return { date: (iso) => date.format(new Date(iso)), dateTime: (iso) => dateTime.format(new Date(iso)) }
}
