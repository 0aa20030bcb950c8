import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { OwnerReferral } from '@store/core'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { referralList, referralSettings } from './api.ts'
import { Pager } from '../../components/Pager.tsx'
import { ReferralSettingsForm } from './ReferralSettingsForm.tsx'

const WHY: Record<NonNullable<OwnerReferral['reason']>, string> = {
  same_phone: 'same phone number',
  same_email: 'same e-mail',
  own_account: 'their own code',
  limit_reached: "past the shopper's limit",
  paused: 'referrals were off',
}

function state(r: OwnerReferral, money: (minor: number) => string): string {
  if (r.state === 'pending') return 'Waiting for the first order'
  if (r.state === 'refused') return `Not eligible: ${r.reason ? WHY[r.reason] : 'refused'}`
  return `Rewarded: ${money(r.referrer_bonus ?? 0)} and ${money(r.friend_bonus ?? 0)}`
}

/** Referral settings, and every shopper's referrals: who invited whom, where it stands, what each got. */
export function ReferralsScreen() {
  const settings = useQuery(referralSettings)
  const [page, setPage] = useState(1)
  const list = useQuery(referralList(page))
  const money = useFormatMoney()
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Referrals</h2>
      {settings.isPending ? (
        <ListSkeleton label="Loading referral settings" rows={2} />
      ) : settings.isError ? (
        <ErrorState message={errorText(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <ReferralSettingsForm initial={settings.data} />
      )}
      <section aria-labelledby="referral-list-title" className="flex flex-col gap-3">
        <h3 id="referral-list-title" className="text-lg font-semibold">
          Who invited whom{list.data && ` (${list.data.total})`}
        </h3>
        {list.isPending ? (
          <ListSkeleton label="Loading referrals" />
        ) : list.isError ? (
          <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title="No referrals yet">When a friend signs up through a shopper's link, it shows here.</EmptyState>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white">
            {list.data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
                <span>
                  <Link to={`/customers/${r.referrer.id}`} className="font-medium underline">
                    {r.referrer.name}
                  </Link>{' '}
                  invited{' '}
                  <Link to={`/customers/${r.friend.id}`} className="font-medium underline">
                    {r.friend.name}
                  </Link>
                </span>
                <span className="text-sm text-gray-700">
                  {formatDateTime(r.created_at)} · {state(r, money)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {list.data && (
          <Pager loading={list.isPlaceholderData} label="Pages of referrals" page={page} lastPage={list.data.last_page} onPage={setPage} />
        )}
      </section>
    </div>
  )
}
