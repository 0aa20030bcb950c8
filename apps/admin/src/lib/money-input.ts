import { useQuery } from '@tanstack/react-query'

/**
 * Prices are typed in the currency's main unit ("12.50") and sent in minor units (1250), with the
 * store's decimal places (setting decimalPlaces): the server decides money, the form only converts.
 */
export function useMoneyDecimals(): number {
  const { data } = useQuery({
    queryKey: ['public-settings'],
    queryFn: async () => {
      const res = await fetch('/api/get-data', { headers: { Accept: 'application/json' } })
      if (!res.ok) throw new Error(`get-data answered ${res.status}`)
      return ((await res.json()) as { settings: Record<string, unknown> }).settings
    },
    staleTime: 5 * 60_000,
  })
  const decimals = Number(data?.decimalPlaces ?? 2)
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 2
}

/** "12.5" → 1250 with 2 decimals; undefined for text that is not an amount. */
export function toMinor(text: string, decimals: number): number | undefined {
  const trimmed = text.trim()
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return undefined
  const [whole, fraction = ''] = trimmed.split('.')
  if (fraction.length > decimals) return undefined
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
}

/** 1250 → "12.50" with 2 decimals. */
export function fromMinor(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor)
  const text = String(minor).padStart(decimals + 1, '0')
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}
