import type { Referral } from '@store/core'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { referralStateText } from './referral-text.ts'

const TONES = { pending: 'bg-amber-50 text-amber-800', rewarded: 'bg-green-50 text-green-800', refused: 'bg-gray-100 text-gray-700' }

/** The friends who joined through the shopper's link, newest first, each with its state. */
export function ReferralList({ referrals, money }: { referrals: Referral[]; money: (minor: number) => string }) {
  const { date } = useFormatDate()
  if (referrals.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
        No friends have joined through your link yet. Share it and they will show here.
      </p>
    )
  }
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200">
      {referrals.map((r) => (
        <li key={r.id} data-testid="referral" className="flex items-center justify-between gap-3 px-4 py-3">
          <span className="flex min-w-0 flex-col">
            {/* A friend's name is shopper text: React renders it as text. */}
            <span className="truncate font-medium">{r.name || 'A friend'}</span>
            <span className="text-xs text-gray-500">Joined {date(r.created_at)}</span>
          </span>
          <span className={`shrink-0 rounded-full px-2.5 py-1 text-right text-xs font-semibold ${TONES[r.state]}`}>
            {referralStateText(r, money)}
          </span>
        </li>
      ))}
    </ul>
  )
}
