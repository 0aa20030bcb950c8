import { Navigate, NavLink, Route, Routes, useParams } from 'react-router'
import { CouponPage } from './CouponPage.tsx'
import { CouponsScreen } from './CouponsScreen.tsx'
import { NewCoupon } from './NewCoupon.tsx'
import { ReferralsScreen } from './ReferralsScreen.tsx'
import { ScratchCardsScreen } from './ScratchCardsScreen.tsx'

const tab = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-gray-900 text-white' : 'border border-gray-400 bg-white'}`

/** A coupon's page, new for each coupon (its form's state belongs to that coupon). */
function CouponRoute() {
  const { id } = useParams()
  return <CouponPage key={id} id={Number(id)} />
}

/** The Marketing section (managers and up): coupons and automatic offers, scratch-card campaigns, referrals (decision 0089). */
export default function MarketingScreen() {
  return (
    <section aria-labelledby="marketing-title" className="flex flex-col gap-4">
      <h1 id="marketing-title" className="text-2xl font-bold">
        Marketing
      </h1>
      <nav aria-label="Marketing" className="flex flex-wrap gap-2">
        <NavLink to="/marketing/coupons" className={tab}>
          Coupons
        </NavLink>
        <NavLink to="/marketing/scratch-cards" className={tab}>
          Scratch cards
        </NavLink>
        <NavLink to="/marketing/referrals" className={tab}>
          Referrals
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="/marketing/coupons" replace />} />
        <Route path="coupons" element={<CouponsScreen />} />
        <Route path="coupons/new" element={<NewCoupon />} />
        <Route path="coupons/:id" element={<CouponRoute />} />
        <Route path="scratch-cards" element={<ScratchCardsScreen />} />
        <Route path="referrals" element={<ReferralsScreen />} />
      </Routes>
    </section>
  )
}
