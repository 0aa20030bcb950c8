import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { couponList } from './api.ts'
import { formatDay } from './local-time.ts'
import { couponStatus, offerValue, STATUS_STYLE } from './offer-text.ts'

/** Coupons and automatic offers: code, what it takes off, when, uses so far against the limit, and where it stands. */
export function CouponsScreen() {
  const coupons = useQuery(couponList)
  const money = useFormatMoney()
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Coupons and automatic offers</h2>
        <Link
          to="/marketing/coupons/new"
          className="flex min-h-11 items-center rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white"
        >
          New coupon
        </Link>
      </div>
      {deleted && (
        <p role="status" className="rounded-md bg-green-50 p-2 text-sm text-green-900">
          Coupon {deleted} deleted.
        </p>
      )}
      {coupons.isPending ? (
        <ListSkeleton label="Loading coupons" />
      ) : coupons.isError ? (
        <ErrorState message={errorText(coupons.error)} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.items.length === 0 ? (
        <EmptyState title="No coupons yet">
          A coupon takes an amount or a percentage off, or makes delivery free; an automatic offer applies without a code.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {coupons.data.items.map((c) => {
            const status = couponStatus(c)
            const when = [c.starts_at && `from ${formatDay(c.starts_at)}`, c.ends_at && `until ${formatDay(c.ends_at)}`].filter(Boolean)
            return (
              <li key={c.id}>
                <Link
                  to={`/marketing/coupons/${c.id}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-gray-300 bg-white p-3 hover:bg-gray-50"
                >
                  <span className="min-w-32 font-mono font-semibold">{c.code}</span>
                  <span className="flex-1 basis-48">
                    <span className="block font-medium">{c.title}</span>
                    <span className="block text-sm text-gray-700">
                      {c.is_automatic ? 'Automatic offer' : 'Code'} · {offerValue(c, money)}
                      {c.min_order > 0 && ` · orders from ${money(c.min_order)}`} · {when.length > 0 ? when.join(' ') : 'no dates'}
                    </span>
                  </span>
                  <span className="text-sm">
                    {c.used_count} used{c.total_limit !== null && ` of ${c.total_limit}`}
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLE[status]}`}>{status}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
