import { useMemo } from 'react'
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
  return useMemo(() => {
    // Each formatter is made on its first use and kept while the locale and zone hold: making one
    // is costly on a phone, the first loads Intl's data (decision 0103).
    const formatter = (options: Intl.DateTimeFormatOptions) => {
      let made: Intl.DateTimeFormat | undefined
      return (iso: string) => (made ??= new Intl.DateTimeFormat(locale, options)).format(new Date(iso))
    }
    return {
      // Core's DATE_STYLE: the server's sentences (an offer's last day) write days the same way.
      date: formatter(DATE_STYLE),
      dateTime: formatter({ ...DATE_STYLE, hour: 'numeric', minute: '2-digit' }),
      time: formatter({ hour: 'numeric', minute: '2-digit' }),
      storeDate: formatter({ ...DATE_STYLE, timeZone }),
    }
  }, [locale, timeZone])
}
