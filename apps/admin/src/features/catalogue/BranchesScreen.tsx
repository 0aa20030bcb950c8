import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { BranchInput, OwnerBranch } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { branchList, createBranch, updateBranch } from './api.ts'
import { BranchForm } from './BranchForm.tsx'

const NEW: BranchInput = {
  name: '',
  address: '',
  phone: '',
  pincodes: [],
  opening_hours: [],
  is_open: true,
  delivery_fee: 0,
  free_delivery_above: null,
  offers_pickup: true,
}
const input = ({ id: _id, ...b }: OwnerBranch): BranchInput => b

/** Branches: where they deliver, for how much, how fast, pickup, and their opening hours (decision 0057). */
export function BranchesScreen() {
  const branches = useQuery(branchList)
  const queries = useQueryClient()
  const money = useFormatMoney()
  const [editing, setEditing] = useState<{ id: number | null; input: BranchInput } | null>(null)
  const save = async (id: number | null, value: BranchInput) => {
    if (id === null) await createBranch(value)
    else await updateBranch(id, value)
    await queries.invalidateQueries(branchList)
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Branches</h2>
        <Button onClick={() => setEditing({ id: null, input: NEW })}>Add a branch</Button>
      </div>
      {editing && <BranchForm key={editing.id ?? 'new'} {...editing} onSave={save} onClose={() => setEditing(null)} />}
      {branches.isPending ? (
        <ListSkeleton label="Loading branches" />
      ) : branches.isError ? (
        <ErrorState message={errorText(branches.error)} onRetry={() => void branches.refetch()} />
      ) : branches.data.items.length === 0 ? (
        <EmptyState title="No branches yet">A branch is where orders are made and sent from.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {branches.data.items.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white p-3">
              <div className="flex-1">
                <p className="font-medium">
                  {b.name} {!b.is_open && <span className="text-sm text-red-800">(not taking orders)</span>}
                </p>
                <p className="text-sm text-gray-700">
                  {b.address} · delivery {money(b.delivery_fee)}
                  {b.free_delivery_above !== null && `, free from ${money(b.free_delivery_above)}`} · {b.delivery_minutes} min ·{' '}
                  {b.opening_hours.length === 0 ? 'always open' : `${b.opening_hours.length} opening windows`}
                </p>
              </div>
              <Button kind="secondary" onClick={() => setEditing({ id: b.id, input: input(b) })} aria-label={`Edit ${b.name}`}>
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
