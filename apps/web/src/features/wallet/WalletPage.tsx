import { Link } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { WalletEntry } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { useLoadMoreOnView } from '../../lib/useLoadMoreOnView.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { walletTransactionsQuery } from './api/get-wallet-transactions.ts'
import { useWalletBalance } from './api/check-wallet.ts'
import { LoadError, retryPage } from '../../components/LoadError.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** What each kind of movement is, in the shopper's words. */
const SOURCE: Record<WalletEntry['reference_type'], string> = {
  order: 'Order',
  refund: 'Refund',
  card: 'Scratch card',
  referral: 'Referral',
  adjustment: 'From the store',
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const money = useFormatMoney()
  const { dateTime } = useFormatDate()
  const credit = entry.direction === 'credit'
  return (
    <li data-testid="wallet-entry" className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        {/* The reason may be the owner's text: shown as text (React escapes it). */}
        <p className="font-medium break-words">{entry.reason}</p>
        <p className="text-sm text-gray-600">
          {SOURCE[entry.reference_type]} · <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`font-semibold ${credit ? 'text-green-700' : 'text-gray-900'}`}>
          <span className="sr-only">{credit ? 'Credit' : 'Debit'} </span>
          {credit ? '+' : '−'}
          {money(entry.amount)}
        </p>
        <p className="text-xs text-gray-500">Balance {money(entry.balance_after)}</p>
      </div>
    </li>
  )
}

export const handle: ScreenHandle = { name: 'Wallet' }

/** /account/wallet (spec §2): the balance, then every credit and debit, newest first, more as the end comes into view. */
export default function WalletPage() {
  useHead()
  const user = useRequireUser()
  const who = user?.authToken ?? null
  const money = useFormatMoney()
  const balance = useWalletBalance(who)
  const history = useInfiniteQuery({ ...walletTransactionsQuery(who ?? ''), enabled: who !== null })
  const sentinel = useLoadMoreOnView(history)
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? []

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <h1 className="text-2xl font-bold">Wallet</h1>
      <div className="rounded-2xl bg-brand p-5 text-on-brand" data-testid="wallet-balance">
        <p className="text-sm">Balance</p>
        <p className="text-3xl font-bold" aria-live="polite">
          {balance.isSuccess ? money(balance.data) : balance.isError ? '—' : <span className="opacity-70">…</span>}
        </p>
        <p className="mt-1 text-sm">Use it at checkout to pay for all or part of an order.</p>
      </div>
      <div className="flex gap-2 text-sm">
        <Link to="/account/scratch-cards" className="rounded-full border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50">
          Scratch cards
        </Link>
        <Link to="/account/rewards" className="rounded-full border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50">
          Rewards
        </Link>
      </div>
      <h2 className="text-lg font-semibold">History</h2>
      {!user || history.isPending ? (
        <Spinner label="Loading your wallet" />
      ) : entries.length === 0 && !history.isError ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
          No movements yet. Refunds, rewards and what you pay from the wallet will show here.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Wallet history">
          {entries.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {history.isFetchingNextPage && <Spinner label="Loading more of your history" />}
      {(history.isError || balance.isError) && (
        <LoadError
          what="your wallet"
          message={(history.error ?? balance.error)?.message ?? ''}
          onRetry={() => {
            if (balance.isError) void balance.refetch()
            if (history.isError) retryPage(history)
          }}
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  )
}
