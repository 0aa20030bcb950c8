import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime as shortDate } from '../../lib/dates.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { customer } from './api.ts'
import { WalletAdjust } from './WalletAdjust.tsx'

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-300 bg-white p-4" aria-label={title}>
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  )
}
const None = ({ children }: { children: ReactNode }) => <p className="text-sm text-gray-700">{children}</p>

/** One customer: orders, addresses, wishlist, reviews, referral, scratch cards and the wallet with its history and adjustment. */
export function CustomerPage() {
  const id = Number(useParams().id)
  const detail = useQuery(customer(id))
  const money = useFormatMoney()
  if (detail.isPending) return <ListSkeleton label="Loading the customer" rows={4} />
  if (detail.isError) return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />
  const { customer: c, orders, addresses, reviews, referral, scratch_cards: cards, wallet } = detail.data
  return (
    <div className="flex flex-col gap-4">
      <Link to="/customers" className="min-h-11 content-center underline">
        Back to customers
      </Link>
      <div>
        <h2 className="text-xl font-semibold">{c.name}</h2>
        {/* A long e-mail address wraps instead of widening a phone's screen. */}
        <p className="break-words text-gray-700">{[c.email, c.phone, `since ${shortDate(c.created_at)}`].filter(Boolean).join(' · ')}</p>
      </div>
      <Box title={`Wallet: ${money(c.wallet_balance)}`}>
        <WalletAdjust userId={c.id} />
        {wallet.length === 0 ? (
          <None>No wallet movements yet.</None>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 text-sm">
            {wallet.map((w) => (
              <li key={w.id} className="flex justify-between gap-2 py-2">
                <span>
                  {shortDate(w.created_at)} · {w.reason}
                </span>
                <span className={w.direction === 'credit' ? 'text-green-800' : 'text-red-800'}>
                  {w.direction === 'credit' ? '+' : '−'}
                  {money(w.amount)} → {money(w.balance_after)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Box>
      <div className="grid gap-4 lg:grid-cols-2">
        <Box title={`Orders (${orders.length})`}>
          {orders.length === 0 ? (
            <None>No orders yet.</None>
          ) : (
            <ul className="divide-y divide-gray-200 text-sm">
              {orders.map((o) => (
                <li key={o.id} className="flex justify-between py-2">
                  <span>
                    #{o.number} · {shortDate(o.created_at)} · {o.status}
                  </span>
                  <span>{money(o.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </Box>
        <Box title="Addresses">
          {addresses.length === 0 ? (
            <None>No saved addresses.</None>
          ) : (
            addresses.map((a) => <p key={a.id} className="text-sm">{`${a.label}${a.is_default ? ' (default)' : ''}: ${a.text}`}</p>)
          )}
        </Box>
        <Box title="Wishlist, referral and cards">
          <p className="text-sm">
            {detail.data.wishlist_count} {detail.data.wishlist_count === 1 ? 'product' : 'products'} in the wishlist.
          </p>
          <p className="text-sm">
            Referral code {c.referral_code}; brought {referral.referred} ({referral.rewarded} rewarded)
            {referral.referred_by && `; came through ${referral.referred_by.name}`}.
          </p>
          <p className="text-sm">
            {cards.length} scratch {cards.length === 1 ? 'card' : 'cards'}, {cards.filter((card) => card.redeemed_at).length} scratched.
          </p>
        </Box>
        <Box title={`Reviews (${reviews.length})`}>
          {reviews.length === 0 ? (
            <None>No reviews yet.</None>
          ) : (
            <ul className="divide-y divide-gray-200 text-sm">
              {reviews.map((r) => (
                <li key={r.id} className="py-2">
                  {r.rating}★ <span className="font-medium">{r.product_name}</span>
                  {r.review ? `: ${r.review}` : ''} {r.hidden && <span className="text-red-800">(hidden)</span>}
                </li>
              ))}
            </ul>
          )}
        </Box>
      </div>
    </div>
  )
}
