import { NAME_MAX_LENGTH } from '@store/core/browser'
import { useState, type FormEvent } from 'react'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Field, FormMessage, SubmitButton } from '../../components/Field.tsx'
import { useUpdateDetails } from './api/update-details.ts'

/** An account made by a code login has no name yet: the account page asks for it. */
export function AskName() {
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const update = useUpdateDetails()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    update.mutate({ name: name.trim() }, { onError: (error) => setErrors(formErrors(error, { name: 'Your name' })) })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-brand-ink bg-brand-5 p-4">
      <p className="font-semibold">What should we call you?</p>
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.fields.name}
      />
      <FormMessage>{errors.form}</FormMessage>
      <SubmitButton busy={update.isPending} busyLabel="Saving...">
        Save name
      </SubmitButton>
    </form>
  )
}
