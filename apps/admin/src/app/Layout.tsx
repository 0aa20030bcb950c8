import { useQueryClient } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import type { StaffMe } from '@store/core'
import { setSessionToken } from '../lib/session.ts'
import { signOut } from '../features/session/api.ts'
import { roleAllows } from '../lib/roles.ts'
import { NoBranchNotice } from '../features/catalogue/NoBranchNotice.tsx'
import { PhoneNav } from './PhoneNav.tsx'
import { SideNav } from './SideNav.tsx'

/**
 * The desk: a side navigation from 1024 px, a bottom bar with "More" below it (phones at the
 * counter, decision 0101), and the section's screen. Each role sees only the sections it may use.
 */
export function Layout({ me }: { me: StaffMe }) {
  const queries = useQueryClient()
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
      <SideNav me={me} onSignOut={() => void leave()} />
      <div className="flex min-w-0 flex-1 flex-col pb-20 lg:pb-0 print:block print:p-0">
        <header className="no-print flex items-center justify-between border-b border-gray-300 bg-white px-4 py-2 lg:hidden">
          <p className="font-bold">Shop admin</p>
          <button type="button" onClick={() => void leave()} className="min-h-11 rounded-lg px-3 text-sm font-medium hover:bg-gray-200">
            Sign out
          </button>
        </header>
        <main id="main" className="flex-1 p-4 lg:p-6 print:p-0">
          {roleAllows(me.role, 'manager') && <NoBranchNotice />}
          <Outlet />
        </main>
      </div>
      <PhoneNav role={me.role} />
    </div>
  )
}
