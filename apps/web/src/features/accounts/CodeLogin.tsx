import { EMAIL_MAX_LENGTH, ONE_TIME_CODE_LENGTH } from '@store/core/browser'
import { useState, type FormEvent } from 'react'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { useReferralCode } from '../../lib/referral-code.ts'
import { Field, FormMessage, SubmitButton } from '../../components/Field.tsx'
import { useSendLoginOtp } from './api/send-login-otp.ts'
import { useLoginOtp } from './api/login-otp.ts'
import { useAfterLogin } from './useAfterLogin.ts'
import { useCountdown } from './useCountdown.ts'

const LABELS = { login: 'E-mail or phone', code: 'Code' }

/**
 * "Log in with a code": send a 6-digit code to the e-mail or phone, then enter it. A new
 * code can be asked for when the server's resend_after_s has passed; the countdown shows until then.
 */
export function CodeLogin({ login, setLogin }: { login: string; setLogin: (value: string) => void }) {
  const [sentTo, setSentTo] = useState<{ login: string; message: string } | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const send = useSendLoginOtp()
  const verify = useLoginOtp()
  const afterLogin = useAfterLogin()
  // A code login can make the account: the code kept by /r/{code} counts then, as at register.
  const referralCode = useReferralCode((s) => s.referralCode)
  const forgetReferralCode = useReferralCode((s) => s.forgetReferralCode)

  const sendCode = (to: string) => {
    setErrors(noErrors)
    send.mutate(
      { login: to },
      {
        onSuccess: (answer) => {
          setSentTo({ login: to, message: answer.message })
          setResendAt(Date.now() + answer.resend_after_s * 1000)
        },
        onError: (error) => setErrors(formErrors(error, LABELS)),
      },
    )
  }
  const submitLogin = (e: FormEvent) => {
    e.preventDefault()
    sendCode(login.trim())
  }
  const submitCode = (e: FormEvent) => {
    e.preventDefault()
    if (!sentTo) return
    setErrors(noErrors)
    verify.mutate(
      { login: sentTo.login, code: code.trim(), referral_code: referralCode ?? undefined },
      {
        onSuccess: (answer) => {
          forgetReferralCode()
          afterLogin(answer)
        },
        onError: (error) => setErrors(formErrors(error, LABELS)),
      },
    )
  }

  if (!sentTo) {
    return (
      <form onSubmit={submitLogin} className="flex flex-col gap-4">
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
          hint="We will send you a 6-digit code."
        />
        <FormMessage>{errors.form}</FormMessage>
        <SubmitButton busy={send.isPending} busyLabel="Sending code...">
          Send code
        </SubmitButton>
      </form>
    )
  }
  return (
    <form onSubmit={submitCode} className="flex flex-col gap-4">
      <FormMessage tone="info">{sentTo.message}</FormMessage>
      <Field
        label={LABELS.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        required
        maxLength={ONE_TIME_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={errors.fields.code}
        hint={`Sent to ${sentTo.login}`}
        className="tracking-[0.4em]"
      />
      <FormMessage>{errors.form}</FormMessage>
      <SubmitButton busy={verify.isPending} busyLabel="Logging in...">
        Log in
      </SubmitButton>
      <div className="flex items-center justify-between gap-3 text-sm">
        <button type="button" onClick={() => setSentTo(null)} className="text-left font-semibold text-gray-700">
          Change e-mail or phone
        </button>
        {/* Keyed by the deadline so each countdown starts from the time it was set. */}
        <ResendButton key={resendAt} deadline={resendAt} sending={send.isPending} onResend={() => sendCode(sentTo.login)} />
      </div>
    </form>
  )
}

function ResendButton({ deadline, sending, onResend }: { deadline: number | null; sending: boolean; onResend: () => void }) {
  const wait = useCountdown(deadline)
  return (
    <button
      type="button"
      disabled={wait > 0 || sending}
      onClick={onResend}
      // One line at 375 px: the countdown's digits keep their width, the words do not wrap.
      className="shrink-0 whitespace-nowrap font-semibold text-brand-ink tabular-nums disabled:text-gray-500"
      data-testid="resend-code"
    >
      {sending ? 'Sending...' : wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
    </button>
  )
}
