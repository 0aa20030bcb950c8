import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@store/core/browser'
import { useState, type FormEvent } from 'react'
import type { UpdateDetailsBody } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { Field, FormMessage, ScreenTitle, SubmitButton } from '../../components/Field.tsx'
import { useUpdateDetails } from './api/update-details.ts'
import { useUserDetails } from './api/get-user-details.ts'
import { AvatarPicker } from './AvatarPicker.tsx'
import { VerifyContact } from './VerifyContact.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const LABELS = { name: 'Name', email: 'E-mail', phone: 'Phone' }
type Draft = { name: string; email: string; phone: string }

export const handle: ScreenHandle = { name: 'Edit profile' }

/** /account/edit-profile (spec §2): photo, name, and a new e-mail or phone confirmed by a code. */
export default function EditProfilePage() {
  useHead()
  const user = useRequireUser()
  useUserDetails(user !== null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [saved, setSaved] = useState<string | null>(null)
  const [pending, setPending] = useState<{ email: string | null; phone: string | null }>({ email: null, phone: null })
  const update = useUpdateDetails()
  if (!user) return <Spinner label="Loading your profile" />
  const current: Draft = { name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '' }
  const form = draft ?? current
  const change = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...form, [field]: e.target.value })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    setSaved(null)
    // A name of spaces is no name: said beside the field, as the server would (it is not sent as "nothing changed").
    if (form.name.trim() === '') return setErrors({ form: null, fields: { name: 'Enter your name' } })
    // Only what changed is sent: an unchanged e-mail must not ask for a code again.
    const body: UpdateDetailsBody = {}
    for (const field of ['name', 'email', 'phone'] as const) {
      const value = form[field].trim()
      if (value !== current[field] && value !== '') body[field] = value
    }
    if (Object.keys(body).length === 0) return setSaved('Nothing to save: your details are as they were.')
    update.mutate(body, {
      onSuccess: (answer) => {
        setSaved(answer.message)
        setPending(answer.pending)
        // The fields show the account again; a new e-mail or phone waits in its own box below.
        setDraft(null)
      },
      onError: (error) => setErrors(formErrors(error, LABELS)),
    })
  }
  const confirmed = (channel: 'email' | 'phone') => () => {
    setPending((p) => ({ ...p, [channel]: null }))
    setSaved(channel === 'email' ? 'Your new e-mail is confirmed.' : 'Your new phone number is confirmed.')
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle title="Edit profile" />
      <AvatarPicker user={user} />
      <form onSubmit={submit} className="flex flex-col gap-4">
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
          maxLength={EMAIL_MAX_LENGTH}
          value={form.email}
          onChange={change('email')}
          error={errors.fields.email}
          hint={user.email && !user.email_verified ? 'Not confirmed yet' : undefined}
        />
        <Field
          label={LABELS.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          minLength={8}
          maxLength={PHONE_MAX_LENGTH}
          value={form.phone}
          onChange={change('phone')}
          error={errors.fields.phone}
        />
        <FormMessage>{errors.form}</FormMessage>
        <FormMessage tone="info">{saved}</FormMessage>
        <SubmitButton busy={update.isPending} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </form>
      {pending.email && <VerifyContact channel="email" to={pending.email} onDone={confirmed('email')} />}
      {pending.phone && <VerifyContact channel="phone" to={pending.phone} onDone={confirmed('phone')} />}
    </section>
  )
}
