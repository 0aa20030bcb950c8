import { moneyFormatFromSettings, type MoneyFormat } from '@store/core'

export interface StoreCartRules {
  money: MoneyFormat
  /** The store's tax rate in basis points, for products without their own. */
  taxRateBp: number
  pricesIncludeTax: boolean
  fees: { name: string; amount: number }[]
  branch: { name: string; is_open: boolean; delivery_fee: number; free_delivery_above: number | null }
}

const NO_BRANCH = { name: '', is_open: true, delivery_fee: 0, free_delivery_above: null }

/**
 * The store-wide rules a cart is priced with, from settings (tax_rate_bp, prices_include_tax,
 * additional_fees) and the branch (delivery fee, free-delivery threshold).
 */
export function cartRulesFrom(settings: Record<string, string>, branch: StoreCartRules['branch'] | undefined): StoreCartRules {
  const rate = Number.parseInt(settings.tax_rate_bp ?? '0', 10)
  // spec §1: a digital store delivers nothing, so its carts carry no delivery charge, as its orders do (decision 0024).
  const digital = settings.store_type === 'digital'
  return {
    money: moneyFormatFromSettings(settings),
    taxRateBp: Number.isInteger(rate) && rate >= 0 && rate <= 10_000 ? rate : 0,
    pricesIncludeTax: settings.prices_include_tax !== 'false',
    fees: parseFees(settings.additional_fees),
    branch: branch && digital ? { ...branch, delivery_fee: 0, free_delivery_above: null } : (branch ?? NO_BRANCH),
  }
}

/** additional_fees is a JSON list of { name, amount } set by the owner; anything malformed is ignored. */
function parseFees(json: string | undefined): { name: string; amount: number }[] {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((f) =>
      f && typeof f.name === 'string' && Number.isInteger(f.amount) && f.amount > 0
        ? [{ name: f.name.slice(0, 100), amount: f.amount as number }]
        : [],
    )
  } catch {
    return [] // an owner's typo must not take the cart down; the admin API validates new values
  }
}
