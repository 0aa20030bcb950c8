import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { staffList } from './api.ts'
import { InviteDialog } from './InviteDialog.tsx'
import { StaffRowActions } from './StaffRowActions.tsx'

/** The owner's staff: who they are, their role, whether they may sign in; invite someone new. */
export default function StaffScreen() {
  const staff = useQuery(staffList)
  const [inviting, setInviting] = useState(false)
  return (
    <section aria-labelledby="staff-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h1 id="staff-title" className="text-2xl font-bold">
          Staff
        </h1>
        <Button onClick={() => setInviting(true)}>Invite someone</Button>
      </div>
      {staff.isPending ? (
        <ListSkeleton label="Loading staff" />
      ) : staff.isError ? (
        <ErrorState message={errorText(staff.error)} onRetry={() => void staff.refetch()} />
      ) : staff.data.items.length === 0 ? (
        <EmptyState title="No staff yet">Invite the people who take orders at the counter or in the kitchen.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {staff.data.items.map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3 lg:flex-row lg:items-center lg:justify-between"
            >
              <div>
                <p className="font-medium">
                  {member.name} {!member.active && <span className="text-sm text-red-800">(deactivated)</span>}
                </p>
                <p className="text-sm text-gray-700">
                  {member.email} · {member.password_set ? 'signed up' : 'invited, no password yet'}
                </p>
              </div>
              <StaffRowActions member={member} />
            </li>
          ))}
        </ul>
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </section>
  )
}
