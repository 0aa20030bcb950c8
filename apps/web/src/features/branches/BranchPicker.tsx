import { useState } from 'react'
import type { Branch } from '@store/core'
import { useSession } from '../../lib/session.ts'
import { Modal } from '../../components/Modal.tsx'

/**
 * Lets the shopper choose the branch they order from (spec §3 branches, §4 branch selection);
 * `onSelect` follows the choice (app/ reloads the store's data for that branch).
 */
export function BranchPicker({ onSelect }: { onSelect: (branch: Branch) => void }) {
  const branches = useSession((s) => s.branches)
  const selected = useSession((s) => s.selected_branch)
  const selectBranch = useSession((s) => s.selectBranch)
  const [open, setOpen] = useState(false)
  if (branches.length === 0) return null
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex max-w-[9rem] items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-current/40 ring-inset hover:bg-black/10"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        <span className="truncate">{selected?.name ?? 'Choose branch'}</span>
      </button>
      {open && (
        <Modal label="Choose a branch" title="Choose a branch" maxWidth="480px" onClose={() => setOpen(false)}>
          <div className="p-5 text-ink">
            <ul className="flex flex-col gap-2">
              {branches.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    aria-pressed={b.id === selected?.id}
                    onClick={() => {
                      selectBranch(b, true)
                      setOpen(false)
                      onSelect(b)
                    }}
                    className={`w-full rounded-xl border p-3 text-left ${b.id === selected?.id ? 'border-brand-ink bg-brand-5' : 'border-gray-200 hover:border-gray-400'}`}
                  >
                    <span className="flex items-center justify-between font-semibold">
                      {b.name}
                      <span className={`text-xs font-medium ${b.is_open ? 'text-green-700' : 'text-gray-500'}`}>
                        {b.is_open ? 'Open' : 'Closed'}
                      </span>
                    </span>
                    <span className="block text-sm text-gray-600">{b.address}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </Modal>
      )}
    </>
  )
}
