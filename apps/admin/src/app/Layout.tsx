import { Fragment } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { NavLink, Outlet } from 'react-router'
import type { StaffMe } from '@store/core'
import { roleAllows } from '../lib/roles.ts'
import { setSessionToken } from '../lib/session.ts'
import { signOut } from '../features/session/api.ts'
import { NoBranchNotice } from '../features/catalogue/NoBranchNotice.tsx'
import { NAV } from './nav.ts'

const link = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-gray-900 text-white' : 'text-gray-800 hover:bg-gray-200'}`

/**
 * The desk: a side navigation from 1024 px, a bottom bar below it (phones at the counter), and the
 * section's screen. Each role sees only the sections it may use.
 */
export function Layout({ me }: { me: StaffMe }) {
  const queries = useQueryClient()
  const entries = NAV.filter((entry) => roleAllows(me.role, entry.least))
  const leave = async () => {
    await signOut().catch(() => {}) // the owner token is no session: it just leaves this browser
    setSessionToken(null)
    queries.clear()
  }
  return (
    <div className="min-h-dvh lg:flex print:block print:min-h-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <aside className="no-print hidden w-56 shrink-0 flex-col gap-1 border-r border-gray-300 bg-white p-3 lg:flex">
        <p className="px-3 py-2 text-lg font-bold">Shop admin</p>
        <nav aria-label="Sections" className="flex flex-col gap-1">
          {entries.map((entry, i) => (
            <Fragment key={entry.to}>
              {entry.group && entry.group !== entries[i - 1]?.group && (
                <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-700">{entry.group}</p>
              )}
              <NavLink to={entry.to} className={link}>
                {entry.label}
              </NavLink>
            </Fragment>
          ))}
        </nav>
        <div className="mt-auto border-t border-gray-300 pt-3 text-sm">
          <p className="px-3 font-medium">{me.staff?.name ?? 'Owner token'}</p>
          <p className="px-3 text-gray-700">{me.role}</p>
          <button type="button" onClick={leave} className="mt-2 min-h-11 w-full rounded-lg px-3 text-left font-medium hover:bg-gray-200">
            Sign out
          </button>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col pb-20 lg:pb-0 print:block print:p-0">
        <header className="no-print flex items-center justify-between border-b border-gray-300 bg-white px-4 py-2 lg:hidden">
          <p className="font-bold">Shop admin</p>
          <button type="button" onClick={leave} className="min-h-11 rounded-lg px-3 text-sm font-medium hover:bg-gray-200">
            Sign out
          </button>
        </header>
        <main id="main" className="flex-1 p-4 lg:p-6 print:p-0">
          {roleAllows(me.role, 'manager') && <NoBranchNotice />}
          <Outlet />
        </main>
      </div>
      <nav
        aria-label="Sections"
        className="no-print fixed inset-x-0 bottom-0 z-40 flex gap-1 overflow-x-auto border-t border-gray-300 bg-white p-2 lg:hidden"
      >
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={(state) => `${link(state)} shrink-0 justify-center`}>
            {entry.label}
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
