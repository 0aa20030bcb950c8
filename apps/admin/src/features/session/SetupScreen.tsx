import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { TextField } from '@store/ui/field'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/core/browser'
import { Button } from '../../components/Button.tsx'
import { ListSkeleton } from '../../components/States.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { setSessionToken } from '../../lib/session.ts'
import { checkSetupLink, completeSetup } from './api.ts'

/** The fields as a sentence names them ("Enter your name"). */
const LABELS = { name: 'Your name', email: 'E-mail', password: 'Password' }

/** The link's secret, from the fragment (#token=…), which the browser never sends to a server. */
const tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''

/** /admin/setup: the first owner, or an invited person, chooses a password through a one-time link. */
export function SetupScreen({ onDone }: { onDone: () => void }) {
  const [token] = useState(tokenFromHash)
  const link = useQuery({ queryKey: ['setup-link', token], queryFn: () => checkSetupLink(token), enabled: token !== '', retry: false })
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const first = link.data?.kind === 'first_owner'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const session = await completeSetup({ token, password, ...(first && { name, email }) })
      setSessionToken(session.token)
      history.replaceState(null, '', window.location.pathname) // the used secret leaves the address bar
      onDone()
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const { fields, message } = formProblems(error, LABELS)

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{first ? 'Set up the shop’s owner' : 'Choose your password'}</h1>
      {!token || link.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          This setup link was used already or has expired. Ask the owner for a new one.
        </p>
      ) : link.isPending ? (
        <ListSkeleton rows={3} label="Checking the link" />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {!first && (
            <p>
              Welcome, {link.data.name}. You join as <strong>{link.data.role}</strong> with {link.data.email}.
            </p>
          )}
          {message && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {message}
            </p>
          )}
          {first && (
            <>
              <TextField
                label="Your name"
                autoComplete="name"
                required
                maxLength={NAME_MAX_LENGTH}
                value={name}
                error={fields.name}
                onChange={(e) => setName(e.target.value)}
              />
              <TextField
                label="E-mail"
                type="email"
                autoComplete="username"
                required
                maxLength={EMAIL_MAX_LENGTH}
                value={email}
                error={fields.email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </>
          )}
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            value={password}
            error={fields.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : first ? 'Create the owner account' : 'Save and sign in'}
          </Button>
        </form>
      )}
    </main>
  )
}
