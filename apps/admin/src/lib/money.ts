import { useQuery } from '@tanstack/react-query'
import { formatMoney, moneyFormatFromSettings } from '@store/core/browser'

/** The store's money format, from its public settings (every role may read those). */
export function useFormatMoney(): (minor: number) => string {
  const { data } = useQuery({
    queryKey: ['public-settings'],
    queryFn: async () => {
      const res = await fetch('/api/get-data', { headers: { Accept: 'application/json' } })
      if (!res.ok) throw new Error(`get-data answered ${res.status}`)
      return ((await res.json()) as { settings: Record<string, unknown> }).settings
    },
    staleTime: 5 * 60_000,
  })
  const format = moneyFormatFromSettings(data)
  return (minor) => formatMoney(minor, format)
}
