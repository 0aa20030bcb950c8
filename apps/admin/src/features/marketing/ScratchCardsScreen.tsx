import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CampaignInput, OwnerCampaign } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { campaignList, createCampaign, updateCampaign } from './api.ts'
import { CampaignForm } from './CampaignForm.tsx'
import { formatDay } from './local-time.ts'
import { prizeText } from './prize-text.ts'

const NEW: CampaignInput = {
  name: '',
  starts_at: new Date().toISOString(),
  ends_at: null,
  min_order_total: 0,
  card_valid_days: 30,
  is_active: true,
  budget: null,
  prizes: [
    { kind: 'wallet', weight: 1, min_amount: 50, max_amount: 200, coupon_code: null },
    { kind: 'none', weight: 1, min_amount: null, max_amount: null, coupon_code: null },
  ],
}
const input = ({
  id: _id,
  cards_issued: _i,
  cards_redeemed: _r,
  cards_expired: _e,
  money_promised: _m,
  money_paid: _p,
  coupons_won: _c,
  ...c
}: OwnerCampaign): CampaignInput => c

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-gray-100 px-3 py-2">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  )
}

/** Scratch-card campaigns: prizes and their odds, the budget, the dates, and issued against redeemed (decision 0090). */
export function ScratchCardsScreen() {
  const campaigns = useQuery(campaignList)
  const queries = useQueryClient()
  const money = useFormatMoney()
  const [editing, setEditing] = useState<{ id: number | null; input: CampaignInput } | null>(null)
  const save = async (id: number | null, value: CampaignInput) => {
    if (id === null) await createCampaign(value)
    else await updateCampaign(id, value)
    await queries.invalidateQueries(campaignList)
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Scratch-card campaigns</h2>
        <Button onClick={() => setEditing({ id: null, input: NEW })}>New campaign</Button>
      </div>
      {editing && <CampaignForm key={editing.id ?? 'new'} {...editing} onSave={save} onClose={() => setEditing(null)} />}
      {campaigns.isPending ? (
        <ListSkeleton label="Loading campaigns" />
      ) : campaigns.isError ? (
        <ErrorState message={errorText(campaigns.error)} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.items.length === 0 ? (
        <EmptyState title="No campaigns yet">A campaign gives a scratch card for each delivered order that meets it.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {campaigns.data.items.map((c) => {
            const total = c.prizes.reduce((sum, p) => sum + p.weight, 0)
            return (
              <li key={c.id} className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-semibold">
                      {c.name} {!c.is_active && <span className="text-sm font-normal text-red-800">(ended)</span>}
                    </h3>
                    <p className="text-sm text-gray-700">
                      {formatDay(c.starts_at)} to {c.ends_at ? formatDay(c.ends_at) : 'no end'} · orders from {money(c.min_order_total)} ·
                      cards valid {c.card_valid_days} days
                    </p>
                  </div>
                  <Button kind="secondary" aria-label={`Edit ${c.name}`} onClick={() => setEditing({ id: c.id, input: input(c) })}>
                    Edit
                  </Button>
                </div>
                <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <Figure label="Cards issued" value={c.cards_issued} />
                  <Figure label="Redeemed" value={c.cards_redeemed} />
                  <Figure label="Expired unscratched" value={c.cards_expired} />
                  <Figure label="Coupons won" value={c.coupons_won} />
                  <Figure label="Money promised" value={money(c.money_promised)} />
                  <Figure label="Money paid" value={money(c.money_paid)} />
                  <Figure label="Budget" value={c.budget === null ? 'No budget' : money(c.budget)} />
                  <Figure label="Budget left" value={c.budget === null ? '—' : money(Math.max(0, c.budget - c.money_promised))} />
                </dl>
                <ul className="text-sm">
                  {c.prizes.map((p, i) => (
                    <li key={i}>
                      {Math.round((p.weight / total) * 1000) / 10}% of cards: {prizeText(p, money)}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
