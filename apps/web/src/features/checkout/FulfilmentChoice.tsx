import { useState } from 'react'
import type { Fulfilment } from '@store/core'
import { useBranchClosedText } from '../../lib/branch-hours.ts'
import { useSession } from '../../lib/session.ts'
import { Choice, Part } from './Choice.tsx'
import { useSelectBranch } from './useSelectBranch.ts'

/** Delivery or pickup, and the branch the order comes from (or is picked up at). */
export function FulfilmentChoice({
  fulfilment,
  onChange,
  errors,
}: {
  fulfilment: Fulfilment
  onChange: (f: Fulfilment) => void
  errors: { fulfilment?: string | undefined; branch?: string | undefined }
}) {
  return (
    <>
      <Part title="How do you want it?" error={errors.fulfilment}>
        <div role="radiogroup" aria-label="Delivery or pickup" className="grid grid-cols-2 gap-2">
          <Choice name="fulfilment" checked={fulfilment === 'delivery'} onChange={() => onChange('delivery')} title="Delivery" />
          <Choice name="fulfilment" checked={fulfilment === 'pickup'} onChange={() => onChange('pickup')} title="Pickup" />
        </div>
      </Part>
      <BranchChoice pickup={fulfilment === 'pickup'} error={errors.branch} />
    </>
  )
}

function BranchChoice({ pickup, error }: { pickup: boolean; error?: string | undefined }) {
  const branches = useSession((s) => s.branches)
  const selected = useSession((s) => s.selected_branch)
  const [open, setOpen] = useState(false)
  const { select, pending } = useSelectBranch()
  const closedText = useBranchClosedText()
  const selectedClosed = selected ? closedText(selected) : null
  return (
    <Part title={pickup ? 'Pick up at' : 'From'} error={error}>
      <div
        className="flex items-start justify-between gap-3 rounded-xl border border-gray-200 p-3"
        data-testid="checkout-branch"
        aria-busy={pending}
      >
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{selected?.name ?? 'Choose a branch'}</span>
          {selected && <span className="text-sm text-gray-600">{selected.address}</span>}
          {selectedClosed && <span className="text-sm font-medium text-gray-800">{selectedClosed}</span>}
        </span>
        {branches.length > 1 && (
          <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open} className="text-sm font-semibold text-brand-ink">
            {open ? 'Done' : 'Change'}
          </button>
        )}
      </div>
      {open && (
        <div role="radiogroup" aria-label="Branch" className="flex flex-col gap-2">
          {branches.map((b) => (
            <Choice
              key={b.id}
              name="branch"
              checked={b.id === selected?.id}
              disabled={pending}
              onChange={() => {
                select(b)
                setOpen(false)
              }}
              title={b.name}
              detail={`${b.address}${closedText(b) ? ` · ${closedText(b)}` : ''}`}
            />
          ))}
        </div>
      )}
    </Part>
  )
}
