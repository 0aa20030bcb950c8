import { formatMoney, moneyFormatFromSettings, type MoneyFormat } from '@store/core/browser'
import { useStore } from '../app/store.ts'

/** The store's money format from settings, with the spec §9 defaults. */
export function useMoneyFormat(): MoneyFormat {
  const settings = useStore((s) => s.siteSettings)
  return moneyFormatFromSettings(settings)
}

export function useFormatMoney(): (minor: number) => string {
  const format = useMoneyFormat()
  return (minor) => formatMoney(minor, format)
}
