import { useState, type InputHTMLAttributes } from 'react'
import { Field } from '../../components/Field.tsx'

/** A password input with a Show/Hide switch, so a shopper on a phone can check what they typed. */
export function PasswordField(props: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false)
  return (
    <Field {...props} type={shown ? 'text' : 'password'} className="pr-16">
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-brand-ink"
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </Field>
  )
}
