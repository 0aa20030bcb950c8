import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@store/core/browser'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useSession } from '../../lib/session.ts'
import { useSettingText } from '../../lib/settings.ts'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Field, FormMessage, ScreenTitle, SubmitButton } from '../../components/Field.tsx'
import { PasswordField } from './PasswordField.tsx'
import { useLogin } from './api/login.ts'
import { useAfterLogin, useNextPath, withNext } from './useAfterLogin.ts'
import { CodeLogin } from './CodeLogin.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const LABELS = { login: 'E-mail or phone', password: 'Password' }

function PasswordLogin({ login, setLogin }: { login: string; setLogin: (value: string) => void }) {
  const next = useNextPath()
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const mutation = useLogin()
  const afterLogin = useAfterLogin()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    mutation.mutate({ login: login.trim(), password }, { onSuccess: afterLogin, onError: (error) => setErrors(formErrors(error, LABELS)) })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label={LABELS.login}
        name="login"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={errors.fields.login}
      />
      <PasswordField
        label={LABELS.password}
        name="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.fields.password}
      />
      <FormMessage>{errors.form}</FormMessage>
      <div className="-mt-1 text-right">
        <Link to={withNext('/forgot-password', next)} className="text-sm font-semibold text-brand-ink">
          Forgot password?
        </Link>
      </div>
      <SubmitButton busy={mutation.isPending} busyLabel="Logging in...">
        Log in
      </SubmitButton>
    </form>
  )
}

/**
 * Password login, or a one-time code sent to the e-mail or phone, and the way to register: /login
 * shows them, and the checkout shows them inline inside a LoginReturnContext.
 */
export function LoginForms() {
  const next = useNextPath()
  // What the shopper typed stays when they switch between password and code.
  const [login, setLogin] = useState('')
  const [withCode, setWithCode] = useState(false)
  return (
    <>
      {withCode ? <CodeLogin login={login} setLogin={setLogin} /> : <PasswordLogin login={login} setLogin={setLogin} />}
      <div className="flex items-center gap-3 text-sm text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" /> or <span className="h-px flex-1 bg-gray-200" />
      </div>
      <button
        type="button"
        onClick={() => setWithCode((c) => !c)}
        className="w-full rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-50"
      >
        {withCode ? 'Log in with a password' : 'Log in with a code'}
      </button>
      <p className="text-center text-sm text-gray-600">
        New here?{' '}
        <Link to={withNext('/register', next)} className="font-semibold text-brand-ink">
          Create an account
        </Link>
      </p>
    </>
  )
}

export const handle: ScreenHandle = { name: 'Log in' }

/** /login (spec §2): password login, or a one-time code sent to the e-mail or phone. */
export default function LoginPage() {
  useHead()
  const storeName = useSettingText('storeName')
  const next = useNextPath()
  const navigate = useNavigate()
  const loggedIn = useSession((s) => s.user !== null)
  // Someone who opens this page logged in has nothing to do here. Only then: a login that succeeds
  // here navigates by itself, and a second navigation would race it.
  const [openedLoggedIn] = useState(loggedIn)
  useEffect(() => {
    if (openedLoggedIn) navigate(next, { replace: true })
  }, [openedLoggedIn, navigate, next])
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle title="Log in" subtitle={storeName ? `Welcome back to ${storeName}` : 'Welcome back'} />
      <LoginForms />
    </section>
  )
}
