import type { ReferralOffer } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useSettingText } from '../../lib/settings.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { FormMessage, ScreenTitle } from '../../components/Field.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useReferrals } from './api/get-referrals.ts'
import { ReferralList } from './ReferralList.tsx'
import { ShareLink } from './ShareLink.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** What each side gets, from the owner's settings in the store's money format. */
function Offer({ offer, money }: { offer: ReferralOffer; money: (minor: number) => string }) {
  if (!offer.enabled) {
    return (
      <FormMessage tone="info">
        Referral bonuses are paused right now. Your link still works, and friends who join are listed below.
      </FormMessage>
    )
  }
  const sides = [
    ['You get', offer.referrer_bonus, 'for each friend, when their first order is delivered'],
    ['Your friend gets', offer.friend_bonus, 'when their first order is delivered'],
  ] as const
  return (
    <div className="grid grid-cols-2 gap-3" data-testid="referral-offer">
      {sides.map(([who, amount, when]) => (
        <div key={who} className="flex flex-col gap-1 rounded-xl bg-brand/10 p-4">
          <span className="text-sm font-medium text-gray-700">{who}</span>
          <span className="text-2xl font-bold">{money(amount)}</span>
          <span className="text-xs text-gray-600">in the wallet {when}</span>
        </div>
      ))}
    </div>
  )
}

export const handle: ScreenHandle = { name: 'Refer a friend' }

/** /refer-a-friend (spec §2): the shopper's link to copy or share, the offer, and their friends. */
export default function ReferAFriendPage() {
  useHead()
  const user = useRequireUser()
  const referrals = useReferrals(user !== null)
  const money = useFormatMoney()
  const storeName = useSettingText('storeName')
  if (!user || referrals.isPending) return <Spinner label="Loading your referrals" />
  if (referrals.isError) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-5 py-6">
        <ScreenTitle title="Refer a friend" />
        <FormMessage>{formErrors(referrals.error, {}).form}</FormMessage>
      </section>
    )
  }
  const first = referrals.data.pages[0]!
  const all = referrals.data.pages.flatMap((p) => p.referrals)
  const link = `${window.location.origin}/r/${first.referral_code}`
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle
        title="Refer a friend"
        subtitle="Invite friends to order here. You both get wallet credit when their first order arrives."
      />
      <Offer offer={first.offer} money={money} />
      <ShareLink link={link} storeName={storeName} />
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold">Your referrals</h2>
          {first.earned > 0 && (
            <span className="text-sm text-gray-700" data-testid="referral-earned">
              Earned {money(first.earned)}
            </span>
          )}
        </div>
        {first.limit !== null && first.offer.enabled && (
          <p className="text-sm text-gray-600">You can earn for up to {first.limit} friends.</p>
        )}
        <ReferralList referrals={all} money={money} />
        {referrals.hasNextPage && (
          <button
            type="button"
            onClick={() => referrals.fetchNextPage()}
            disabled={referrals.isFetchingNextPage}
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-70"
          >
            {referrals.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </button>
        )}
      </div>
    </section>
  )
}
