import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Field, FormMessage, ScreenTitle, SubmitButton } from '../../components/Field.tsx'
import { PasswordField } from './PasswordField.tsx'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/core/browser'
import { useSendForgotPasswordEmail } from './api/send-forgot-password-email.ts'
import { useVerifyForgotPassword } from './api/verify-forgot-password.ts'
import { useNextPath, withNext } from './useAfterLogin.ts'

function RequestForm() {
  const next = useNextPath()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const send = useSendForgotPasswordEmail()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    send.mutate({ email: email.trim() }, { onError: (error) => setErrors(formErrors(error, { email: 'E-mail' })) })
  }
  if (send.isSuccess) {
    return (
      <>
        <FormMessage tone="info">{send.data?.message}</FormMessage>
        <Link to={withNext('/login', next)} className="text-center font-semibold text-brand-ink">
          Back to log in
        </Link>
      </>
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.fields.email}
      />
      <FormMessage>{errors.form}</FormMessage>
      <SubmitButton busy={send.isPending} busyLabel="Sending link...">
        Send reset link
      </SubmitButton>
      <Link to={withNext('/login', next)} className="text-center text-sm font-semibold text-brand-ink">
        Back to log in
      </Link>
    </form>
  )
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const reset = useVerifyForgotPassword()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    reset.mutate({ token, password }, { onError: (error) => setErrors(formErrors(error, { password: 'New password' })) })
  }
  if (reset.isSuccess) {
    return (
      <>
        <FormMessage tone="info">{reset.data?.message}</FormMessage>
        <Link to="/login" replace className="rounded-lg bg-brand px-5 py-3 text-center font-semibold text-on-brand">
          Log in
        </Link>
      </>
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.fields.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      {/* A token that is wrong, used or out of date is the form's problem, not the password's. */}
      <FormMessage>{errors.fields.token ?? errors.form}</FormMessage>
      {(errors.fields.token || errors.form) && (
        <Link to="/forgot-password" replace className="text-center text-sm font-semibold text-brand-ink">
          Send a new link
        </Link>
      )}
      <SubmitButton busy={reset.isPending} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  )
}

/** /forgot-password (spec §2): ask for a reset link, or with the link's ?token= set a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  // Named by its query (a reset link's token), so no fixed route name (decision 0110): named after the app starts.
  useHead({ name: token ? 'Set a new password' : 'Forgot password' })
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      {token ? (
        <>
          <ScreenTitle title="Set a new password" subtitle="Choose a password you have not used here before." />
          <ResetForm token={token} />
        </>
      ) : (
        <>
          <ScreenTitle
            title="Forgot password"
            subtitle="Enter the e-mail of your account and we will send you a link to set a new password."
          />
          <RequestForm />
        </>
      )}
    </section>
  )
}
