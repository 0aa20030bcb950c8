import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { couponList, createCoupon } from './api.ts'
import { CouponForm, NEW_COUPON } from './CouponForm.tsx'

/** A new coupon or automatic offer; once saved, its own page (with its uses) opens. */
export function NewCoupon() {
  const navigate = useNavigate()
  const queries = useQueryClient()
  return (
    <div className="flex flex-col gap-4">
      <Link to="/marketing/coupons" className="min-h-11 content-center underline">
        Back to coupons
      </Link>
      <h2 className="text-xl font-semibold">New coupon</h2>
      <CouponForm
        label="New coupon"
        initial={NEW_COUPON}
        onSave={async (input) => {
          const { id } = await createCoupon(input)
          await queries.invalidateQueries(couponList)
          void navigate(`/marketing/coupons/${id}`)
        }}
      />
    </div>
  )
}
