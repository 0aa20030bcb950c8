import { useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import type { StaffRole } from '@store/core'
import { Button } from '../components/Button.tsx'
import { Dialog } from '../components/Dialog.tsx'
import { navGroupsFor, phoneBarFor } from './nav.ts'
import { NavGroups } from './NavGroups.tsx'
import { NavIcon } from './NavIcon.tsx'

const tab = (active: boolean) =>
  `flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium ${
    active ? 'bg-gray-900 text-white' : 'text-gray-800 hover:bg-gray-200'
  }`

/**
 * Below 1024 px: a bottom bar with the role's most used sections, Orders first, and "More", which
 * opens a sheet with every section the role may use, grouped as in the side navigation (decision
 * 0101). The sheet is the shared Dialog: focus stays inside, Escape closes it, focus returns to "More".
 */
export function PhoneNav({ role }: { role: StaffRole }) {
  const { bar, more } = phoneBarFor(role)
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const { pathname } = useLocation()
  const inSheet = navGroupsFor(role)
    .flatMap((group) => group.entries)
    .find((entry) => !bar.includes(entry) && (pathname === entry.to || pathname.startsWith(`${entry.to}/`)))
  return (
    <>
      <nav aria-label="Sections" className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-gray-300 bg-white p-1 lg:hidden">
        <ul className="flex gap-1">
          {bar.map((entry) => (
            <li key={entry.to} className="min-w-0 flex-1">
              <NavLink to={entry.to} className={({ isActive }) => tab(isActive)}>
                <NavIcon name={entry.to} />
                {entry.label}
              </NavLink>
            </li>
          ))}
          {more && (
            <li className="min-w-0 flex-1">
              <button
                type="button"
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={() => setOpen(true)}
                className={tab(inSheet !== undefined)}
              >
                <NavIcon name="more" />
                More
                {inSheet && <span className="sr-only">, now open: {inSheet.label}</span>}
              </button>
            </li>
          )}
        </ul>
      </nav>
      {open && (
        <Dialog title="All sections" onClose={close}>
          <nav aria-label="All sections" className="-mx-2 max-h-[65dvh] overflow-y-auto px-2">
            <NavGroups groups={navGroupsFor(role)} columns={2} onNavigate={close} />
          </nav>
          <Button kind="secondary" className="mt-4 w-full" onClick={close}>
            Close
          </Button>
        </Dialog>
      )}
    </>
  )
}
