import { formatMoney, moneyFormatFromSettings, type MoneyFormat } from '@store/core/browser'
import { useSession } from './session.ts'

/** The store's money format from settings, with the spec §9 defaults. */
export function useMoneyFormat(): MoneyFormat {
  const settings = useSession((s) => s.siteSettings)
  return moneyFormatFromSettings(settings)
}

export function useFormatMoney(): (minor: number) => string {
  const format = useMoneyFormat()
  return (minor) => formatMoney(minor, format)
}
