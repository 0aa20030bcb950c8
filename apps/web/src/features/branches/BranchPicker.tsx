import { useState } from 'react'
import type { Branch } from '@store/core'
import { useBranchClosedText } from '../../lib/branch-hours.ts'
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
  const closedText = useBranchClosedText()
  if (branches.length === 0) return null
  const selectedClosed = selected ? closedText(selected) : null
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex max-w-[9rem] items-center sm:max-w-[16rem] gap-1 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-current/40 ring-inset hover:bg-black/10"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        <span className="truncate">{selected?.name ?? 'Choose branch'}</span>
        {selectedClosed && <span className="shrink-0 text-xs opacity-90">· Closed</span>}
      </button>
      {open && (
        <Modal label="Choose a branch" title="Choose a branch" maxWidth="480px" onClose={() => setOpen(false)}>
          <div className="p-5 text-ink">
            <ul className="flex flex-col gap-2">
              {branches.map((b) => {
                const closed = closedText(b)
                return (
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
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold">
                        {b.name}
                        <span className={`text-xs font-medium ${closed ? 'text-gray-600' : 'text-green-700'}`}>{closed ?? 'Open'}</span>
                      </span>
                      <span className="block text-sm text-gray-600">{b.address}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        </Modal>
      )}
    </>
  )
}
