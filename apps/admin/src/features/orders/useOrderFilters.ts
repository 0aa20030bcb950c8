import type { OwnerOrderPayment } from '@store/core'
import { useUrlFilters } from '../../lib/url-filters.ts'

/** The board's filters, kept in the URL (status, branch, dates, payment, search) so a view can be shared or reloaded. */
export function useOrderFilters() {
  const { get, setFilter: set } = useUrlFilters()
  const day = (date: string, plus = 0) => {
    const at = new Date(`${date}T00:00:00`)
    at.setDate(at.getDate() + plus)
    return at.toISOString()
  }
  const query = {
    ...(get('branch') && { branch_id: Number(get('branch')) }),
    ...(get('from') && { from: day(get('from')) }),
    ...(get('to') && { to: day(get('to'), 1) }),
    ...(get('payment') && { payment: get('payment') as OwnerOrderPayment }),
    ...(get('q') && { q: get('q') }),
  }
  return { get, set, query, status: get('status') }
}
