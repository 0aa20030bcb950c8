import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '@store/core/browser'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { AuthAnswer, RegisterBody } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useSession } from '../../lib/session.ts'
import { useReferralCode } from '../../lib/referral-code.ts'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Field, FormMessage, ScreenTitle, SubmitButton } from '../../components/Field.tsx'
import { PasswordField } from './PasswordField.tsx'
import { useRegister } from './api/register.ts'
import { useAfterLogin, useNextPath, withNext } from './useAfterLogin.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const LABELS: Record<keyof RegisterBody, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  password: 'Password',
  referral_code: 'Invitation code',
}

export const handle: ScreenHandle = { name: 'Create an account' }

/** /register (spec §2). Nothing typed is lost on an error: the fields keep their values. */
export default function RegisterPage() {
  useHead()
  const next = useNextPath()
  const navigate = useNavigate()
  const loggedIn = useSession((s) => s.user !== null)
  const [form, setForm] = useState<RegisterBody>({ name: '', email: '', phone: '', password: '' })
  // The code kept by /r/{code} goes with the registration until the shopper removes it.
  const referralCode = useReferralCode((s) => s.referralCode)
  const forgetReferralCode = useReferralCode((s) => s.forgetReferralCode)
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const mutation = useRegister()
  const afterLogin = useAfterLogin()
  // Someone who opens this page logged in has nothing to do here (see LoginPage).
  const [openedLoggedIn] = useState(loggedIn)
  useEffect(() => {
    if (openedLoggedIn) navigate(next, { replace: true })
  }, [openedLoggedIn, navigate, next])
  const change = (field: keyof RegisterBody) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    const body = {
      ...form,
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      referral_code: referralCode ?? undefined,
    }
    const onSuccess = (answer: AuthAnswer) => {
      forgetReferralCode()
      afterLogin(answer)
    }
    mutation.mutate(body, { onSuccess, onError: (error) => setErrors(formErrors(error, LABELS)) })
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle title="Create an account" subtitle="Save your addresses and see your orders anywhere." />
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-gray-600">All four fields are needed: name, e-mail, phone and a password.</p>
        <Field
          label={LABELS.name}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={form.name}
          onChange={change('name')}
          error={errors.fields.name}
        />
        <Field
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={form.email}
          onChange={change('email')}
          error={errors.fields.email}
        />
        <Field
          label={LABELS.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          minLength={8}
          maxLength={PHONE_MAX_LENGTH}
          value={form.phone}
          onChange={change('phone')}
          error={errors.fields.phone}
          hint="For your deliveries and sign-in codes. Include the country code, e.g. +1 555 0100"
        />
        <PasswordField
          label={LABELS.password}
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={form.password}
          onChange={change('password')}
          error={errors.fields.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        {referralCode && (
          <div className="flex flex-col gap-1 rounded-lg bg-brand/10 px-3 py-2 text-sm" data-testid="register-referral">
            <div className="flex items-center justify-between gap-3">
              <span>
                {LABELS.referral_code}: <strong>{referralCode}</strong>
              </span>
              <button type="button" onClick={forgetReferralCode} className="font-semibold text-brand-ink">
                Remove
              </button>
            </div>
            {errors.fields.referral_code && <p className="text-red-700">{errors.fields.referral_code}</p>}
          </div>
        )}
        <FormMessage>{errors.form}</FormMessage>
        <SubmitButton busy={mutation.isPending} busyLabel="Creating your account...">
          Create account
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to={withNext('/login', next)} className="font-semibold text-brand-ink">
          Log in
        </Link>
      </p>
    </section>
  )
}
