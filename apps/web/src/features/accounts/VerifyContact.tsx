import { ONE_TIME_CODE_LENGTH } from '@store/core/browser'
import { useState, type FormEvent } from 'react'
import type { ContactChannel } from '@store/core'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Field, FormMessage, SubmitButton } from '../../components/Field.tsx'
import { useVerifyContact } from './api/verify-contact.ts'

/** Asks for the code sent to a new e-mail or phone: the change takes effect only with it. */
export function VerifyContact({ channel, to, onDone }: { channel: ContactChannel; to: string; onDone: () => void }) {
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const verify = useVerifyContact()
  const what = channel === 'email' ? 'e-mail' : 'phone'
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    verify.mutate({ channel, code: code.trim() }, { onSuccess: onDone, onError: (error) => setErrors(formErrors(error, { code: 'Code' })) })
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid={`verify-${channel}`}
    >
      <p className="text-sm text-amber-900">
        Enter the code we sent to <strong className="break-all">{to}</strong> to confirm your new {what}.
      </p>
      <Field
        label={`Code sent to your new ${what}`}
        name={`code-${channel}`}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        required
        maxLength={ONE_TIME_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={errors.fields.code}
        className="tracking-[0.4em]"
      />
      <FormMessage>{errors.form}</FormMessage>
      <SubmitButton busy={verify.isPending} busyLabel="Confirming...">
        Confirm {what}
      </SubmitButton>
    </form>
  )
}
