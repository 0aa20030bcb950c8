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
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
  // Hundreds of digits read as Infinity, which JSON sends as null: for a stock, "not counted".
  return Number.isSafeInteger(minor) ? minor : undefined
}

/** "12" → 12: a count (a stock) read by the amounts' rule with no decimals; undefined for anything else. */
export const toWhole = (text: string) => toMinor(text, 0)

/** 1250 → "12.50" with 2 decimals. */
export function fromMinor(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor)
  const text = String(minor).padStart(decimals + 1, '0')
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}

/**
 * A typed field whose text is not a value keeps the last value it could read and marks its input with
 * the message it shows beside itself. A form saved as a whole asks for the first marked input before it
 * sends, and refuses while there is one: unreadable text is never saved as that older value
 * (decision 0059). The mark lives on the input, so a field removed from the form takes its mark along.
 */
export const unreadableMark = (message: string | null) => ({ 'data-unreadable': message ?? undefined })

/** The first input in `form` whose text is not a value, with its label and message; null when all read. */
export function firstUnreadable(form: HTMLElement): { input: HTMLInputElement; text: string } | null {
  const input = form.querySelector<HTMLInputElement>('input[data-unreadable]')
  if (!input) return null
  const label = input.labels?.[0]?.textContent?.trim()
  const message = input.dataset.unreadable ?? ''
  return { input, text: label ? `${label}: ${message}` : message }
}
