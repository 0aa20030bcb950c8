import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SelectField, TextField } from '@store/ui/field'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, STAFF_ROLES, type StaffRole } from '@store/core/browser'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { inviteStaff, staffList } from './api.ts'

/** The fields as a sentence names them ("Enter name", "Enter a valid e-mail address"). */
const LABELS = { name: 'Name', email: 'E-mail', role: 'Role' }

/** Adds a person and shows their one-time setup link to pass on (they choose their password there). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const queries = useQueryClient()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')
  const [error, setError] = useState<unknown>(null)
  const [link, setLink] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      setLink((await inviteStaff({ name, email, role })).setup_link)
      await queries.invalidateQueries(staffList)
    } catch (e) {
      setError(e)
    }
  }
  const problems = formProblems(error, LABELS)
  if (link)
    return (
      <Dialog title="Invitation ready" onClose={onClose}>
        <p className="mb-2">Send this one-time link to {name}. It works once, for 7 days.</p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Setup link
          <input
            readOnly
            value={link}
            className="rounded-lg border border-gray-400 p-2 font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
        </label>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </Dialog>
    )
  return (
    <Dialog title="Invite someone" onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {problems.message !== null && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-red-800">
            {problems.message}
          </p>
        )}
        <TextField
          label="Name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={name}
          error={problems.fields.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          error={problems.fields.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          error={problems.fields.role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          hint="Staff: orders and reviews. Manager: all but staff and settings."
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <Button kind="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Invite</Button>
        </div>
      </form>
    </Dialog>
  )
}
