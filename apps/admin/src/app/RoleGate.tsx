import type { ReactNode } from 'react'
import type { StaffRole } from '@store/core'
import { roleAllows } from '../lib/roles.ts'
import { useMe } from '../lib/me.ts'
import { EmptyState } from '../components/States.tsx'

/** A section a role may not use says so (the API refuses its calls with 403 anyway). */
export function RoleGate({ least, children }: { least: StaffRole; children: ReactNode }) {
  const me = useMe()
  if (me.data && !roleAllows(me.data.role, least)) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Not for your role</h1>
        <EmptyState title={`This section needs the ${least} role.`}>Ask the owner if you need it.</EmptyState>
      </section>
    )
  }
  return children
}
