import type { MoneyFormat } from '@store/core'
import { formatMoney, SETTING_DEFAULTS } from '@store/core/browser'
import { useStore } from '../app/store.ts'

/** The store's money format from settings, with the spec §9 defaults. */
export function useMoneyFormat(): MoneyFormat {
  const settings = useStore((s) => s.siteSettings)
  const text = (key: keyof typeof SETTING_DEFAULTS) => {
    const value = settings?.[key]
    return typeof value === 'string' && value ? value : SETTING_DEFAULTS[key]
  }
  return {
    locale: text('locale'),
    currencyCode: text('currencyCode'),
    decimalPlaces: Number.parseInt(text('decimalPlaces'), 10) || 0,
    symbolPlacement: text('symbolPlacement') === 'after' ? 'after' : 'before',
  }
}

export function useFormatMoney(): (minor: number) => string {
  const format = useMoneyFormat()
  return (minor) => formatMoney(minor, format)
}
