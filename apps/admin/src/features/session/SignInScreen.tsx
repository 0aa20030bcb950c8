import { useState, type FormEvent } from 'react'
import { TextField } from '@store/ui/field'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@store/core/browser'
import { Button } from '../../components/Button.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { setSessionToken } from '../../lib/session.ts'
import { signIn } from './api.ts'

/** Sign in by e-mail and password (staff of every role). */
export function SignInScreen() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      setSessionToken((await signIn(email, password)).token)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const { fields, message } = formProblems(error, { email: 'E-mail', password: 'Password' })
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">Sign in to the shop</h1>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {message}
          </p>
        )}
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
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={fields.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="text-sm text-gray-700">New here? Use the setup link the owner sent you.</p>
    </main>
  )
}
