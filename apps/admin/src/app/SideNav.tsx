import type { StaffMe } from '@store/core'
import { navGroupsFor } from './nav.ts'
import { NavGroups } from './NavGroups.tsx'

/** From 1024 px: the shop's name, every section the role may use under its group, and who is signed in. */
export function SideNav({ me, onSignOut }: { me: StaffMe; onSignOut: () => void }) {
  return (
    <aside className="no-print hidden w-56 shrink-0 flex-col gap-1 border-r border-gray-300 bg-white p-3 lg:flex">
      <p className="px-3 py-2 text-lg font-bold">Shop admin</p>
      <nav aria-label="Sections">
        <NavGroups groups={navGroupsFor(me.role)} />
      </nav>
      <div className="mt-auto border-t border-gray-300 pt-3 text-sm">
        <p className="px-3 font-medium">{me.staff?.name ?? 'Owner token'}</p>
        <p className="px-3 text-gray-700">{me.role}</p>
        <button type="button" onClick={onSignOut} className="mt-2 min-h-11 w-full rounded-lg px-3 text-left font-medium hover:bg-gray-200">
          Sign out
        </button>
      </div>
    </aside>
  )
}
