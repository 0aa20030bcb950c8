import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { STAFF_ROLES, type StaffRole } from '@store/core/browser'
import type { StaffMember } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { errorText } from '../../lib/api.ts'
import { newSetupLink, staffList, updateStaff } from './api.ts'

/** One person's role, active switch and a new setup link; each change saves at once. */
export function StaffRowActions({ member }: { member: StaffMember }) {
  const queries = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const save = async (change: Partial<{ role: StaffRole; active: boolean }>) => {
    setMessage(null)
    try {
      await updateStaff(member.id, { name: member.name, role: member.role, active: member.active, ...change })
      await queries.invalidateQueries(staffList)
    } catch (e) {
      setMessage(errorText(e))
    }
  }
  const link = async () => {
    try {
      setMessage(`New setup link: ${(await newSetupLink(member.id)).setup_link}`)
    } catch (e) {
      setMessage(errorText(e))
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Role of {member.name}
      </label>
      <select
        id={`role-${member.id}`}
        value={member.role}
        onChange={(e) => void save({ role: e.target.value as StaffRole })}
        className="min-h-11 rounded-lg border border-gray-400 bg-white px-2"
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <Button kind={member.active ? 'secondary' : 'primary'} onClick={() => void save({ active: !member.active })}>
        {member.active ? `Deactivate ${member.name}` : `Activate ${member.name}`}
      </Button>
      {!member.password_set && (
        <Button kind="secondary" onClick={() => void link()}>
          New setup link
        </Button>
      )}
      {message && (
        <p role="status" className="w-full break-all text-sm text-gray-800">
          {message}
        </p>
      )}
    </div>
  )
}
