import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { ApiError } from '../../lib/api.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useReferralCode } from '../../lib/referral-code.ts'
import { useSession } from '../../lib/session.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { Avatar } from '../../components/Avatar.tsx'
import { FormMessage } from '../../components/Field.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useReferralOffer } from './api/get-referral-offer.ts'
import { useReferrerUser } from './api/get-referrer-user.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** Codes are 8 letters or digits (core's ReferralCode); anything else is not asked about. */
const CODE = /^[A-Za-z0-9]{8}$/

const primary = 'flex w-full items-center justify-center rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand'
const page = 'mx-auto flex w-full max-w-md flex-col items-center gap-5 px-5 py-8 text-center'

export const handle: ScreenHandle = { name: 'You are invited' }

/**
 * /r/{referred_by} (spec §2): "{name} invited you", what the friend gets, and "Create
 * account". The code is kept in the store (one storefront key) for the registration; an unknown
 * code says so kindly and still lets the visitor join.
 */
export default function ReferralLandingPage() {
  useHead()
  const { referredBy = '' } = useParams()
  const hydrated = useHydrated()
  const loggedIn = useSession((s) => s.user !== null)
  const wellFormed = CODE.test(referredBy)
  const referrer = useReferrerUser(referredBy, hydrated && wellFormed && !loggedIn)
  const offer = useReferralOffer()
  const keep = useReferralCode((s) => s.keepReferralCode)
  const money = useFormatMoney()
  useEffect(() => {
    if (referrer.isSuccess) keep(referredBy)
  }, [referrer.isSuccess, keep, referredBy])

  if (!hydrated) return <Spinner label="Opening your invitation" />
  if (loggedIn) {
    return (
      <section className={page}>
        <h1 className="text-2xl font-bold">You already have an account</h1>
        <p className="text-gray-700">Invitations are for new shoppers. Invite your own friends with your link.</p>
        <Link to="/refer-a-friend" className={primary}>
          Refer a friend
        </Link>
      </section>
    )
  }
  const unknown = !wellFormed || (referrer.error instanceof ApiError && referrer.error.status === 404)
  if (!unknown && referrer.isPending) return <Spinner label="Opening your invitation" />
  const friendBonus = offer.data?.enabled && offer.data.friend_bonus > 0 ? offer.data.friend_bonus : null
  return (
    <section className={page}>
      {unknown ? (
        <>
          <h1 className="text-2xl font-bold">We could not find this invitation</h1>
          <p className="text-gray-700">
            The link may be incomplete. Check it with the friend who sent it, or create an account without it: you are welcome all the same.
          </p>
        </>
      ) : !referrer.isSuccess ? (
        <FormMessage>{formErrors(referrer.error, {}).form}</FormMessage>
      ) : (
        <>
          <Avatar name={referrer.data.name || 'A'} url={referrer.data.avatar_url} size={80} />
          <h1 className="text-2xl font-bold" data-testid="invited-by">
            {/* The name is shopper text: React renders it as text. */}
            {referrer.data.name || 'A friend'} invited you
          </h1>
          {friendBonus !== null ? (
            <p className="text-gray-700">
              Create an account and get <strong>{money(friendBonus)}</strong> in your wallet when your first order is delivered.
            </p>
          ) : (
            <p className="text-gray-700">Create an account to order, save your addresses and track your orders.</p>
          )}
        </>
      )}
      <Link to="/register" className={primary}>
        Create account
      </Link>
      <p className="text-sm text-gray-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-ink">
          Log in
        </Link>
      </p>
    </section>
  )
}
