import { Link } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { RewardsPage as Rewards } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { useLoadMoreOnView } from '../../lib/useLoadMoreOnView.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { rewardsQuery } from './api/get-rewards.ts'
import { LoadError, retryPage } from '../../components/LoadError.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

function Totals({ totals }: { totals: Rewards['totals'] }) {
  const money = useFormatMoney()
  return (
    <div className="rounded-2xl bg-brand p-5 text-on-brand" data-testid="rewards-totals">
      <p className="text-sm">Earned so far</p>
      <p className="text-3xl font-bold">{money(totals.earned)}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs">Scratch cards</dt>
          <dd className="text-sm font-semibold">{money(totals.cards)}</dd>
        </div>
        <div>
          <dt className="text-xs">Referrals</dt>
          <dd className="text-sm font-semibold">{money(totals.referrals)}</dd>
        </div>
        <div>
          <dt className="text-xs">Coupons won</dt>
          <dd className="text-sm font-semibold">{totals.coupons_won}</dd>
        </div>
      </dl>
    </div>
  )
}

export const handle: ScreenHandle = { name: 'Rewards' }

/** /account/rewards (spec §2): scratch-card prizes and referral bonuses the shopper earned, coupons won, with totals. */
export default function RewardsPage() {
  useHead()
  const user = useRequireUser()
  const money = useFormatMoney()
  const { date } = useFormatDate()
  const rewards = useInfiniteQuery({ ...rewardsQuery(user?.authToken ?? ''), enabled: user !== null })
  const sentinel = useLoadMoreOnView(rewards)
  const first = rewards.data?.pages[0]
  const entries = rewards.data?.pages.flatMap((p) => p.entries) ?? []

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <h1 className="text-2xl font-bold">Rewards</h1>
      {!user || rewards.isPending ? (
        <Spinner label="Loading your rewards" />
      ) : first ? (
        <>
          <Totals totals={first.totals} />
          <div className="flex gap-2 text-sm">
            <Link to="/account/scratch-cards" className="rounded-full border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50">
              Scratch cards
            </Link>
            <Link to="/refer-a-friend" className="rounded-full border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50">
              Refer a friend
            </Link>
          </div>
          {first.coupons.length > 0 && (
            <section aria-labelledby="coupons-won" className="flex flex-col gap-2">
              <h2 id="coupons-won" className="text-lg font-semibold">
                Coupons won
              </h2>
              <ul className="flex flex-col gap-2">
                {first.coupons.map((c) => (
                  <li
                    key={c.card_id}
                    data-testid="coupon-won"
                    className="flex items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3"
                  >
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{c.title}</p>
                      <p className="text-xs text-gray-600">Won {date(c.redeemed_at)}</p>
                    </div>
                    <span className="rounded bg-white px-2 py-1 font-mono text-sm font-semibold select-all">{c.coupon_code}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="wallet-rewards" className="flex flex-col gap-2">
            <h2 id="wallet-rewards" className="text-lg font-semibold">
              Wallet rewards
            </h2>
            {entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
                Nothing yet. Scratch cards from delivered orders and friends you invite earn rewards here.
              </p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {entries.map((e) => (
                  <li key={e.id} data-testid="reward-entry" className="flex items-start justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{e.reason}</p>
                      <p className="text-sm text-gray-600">
                        {e.source === 'card' ? 'Scratch card' : 'Referral'} · <time dateTime={e.created_at}>{date(e.created_at)}</time>
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold text-green-700">+{money(e.amount)}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      {rewards.isFetchingNextPage && <Spinner label="Loading more rewards" />}
      {rewards.isError && <LoadError what="your rewards" message={rewards.error.message} onRetry={() => retryPage(rewards)} />}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  )
}
