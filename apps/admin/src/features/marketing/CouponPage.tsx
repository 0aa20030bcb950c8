import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { CouponInput, OwnerCoupon } from '@store/core'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { coupon as couponQuery, couponList, updateCoupon } from './api.ts'
import { CouponForm } from './CouponForm.tsx'
import { CouponUses } from './CouponUses.tsx'
import { DeleteCoupon } from './DeleteCoupon.tsx'
import { couponStatus, offerValue, STATUS_STYLE } from './offer-text.ts'

const input = ({ id: _id, used_count: _used, ...c }: OwnerCoupon): CouponInput => c

/** One coupon: where it stands, its form, and the orders that used it. */
export function CouponPage({ id }: { id: number }) {
  const coupon = useQuery(couponQuery(id))
  const queries = useQueryClient()
  const money = useFormatMoney()
  if (coupon.isPending) return <ListSkeleton label="Loading the coupon" rows={4} />
  if (coupon.isError) return <ErrorState message={errorText(coupon.error)} onRetry={() => void coupon.refetch()} />
  const c = coupon.data
  const status = couponStatus(c)
  return (
    <div className="flex flex-col gap-4">
      <Link to="/marketing/coupons" className="min-h-11 content-center underline">
        Back to coupons
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-mono text-xl font-semibold">{c.code}</h2>
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLE[status]}`}>{status}</span>
        <p className="text-gray-700">
          {c.title} · {offerValue(c, money)}
        </p>
      </div>
      <CouponForm
        label={`Edit ${c.code}`}
        initial={input(c)}
        onSave={async (value) => {
          await updateCoupon(id, value)
          await Promise.all([queries.invalidateQueries(couponQuery(id)), queries.invalidateQueries(couponList)])
        }}
      />
      <CouponUses coupon={c} />
      <DeleteCoupon coupon={c} />
    </div>
  )
}
