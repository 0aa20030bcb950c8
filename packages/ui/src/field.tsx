import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

const box = (error: string | undefined) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 ${
    error ? 'border-red-600 focus:ring-red-200' : 'border-gray-400 focus:border-gray-900 focus:ring-gray-300'
  }`

function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
        {error}
      </p>
    )
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-gray-600">
      {hint}
    </p>
  ) : null
}

/**
 * A labelled input with its error or hint below, tied by aria-describedby: the form field of the
 * owner's app (and any app that wants one). The caller owns the value.
 */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={box(error)}
        {...input}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  )
}

/** A labelled select, same shape as TextField. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: { label: string; error?: string | undefined; hint?: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={box(error)}
        {...select}
      >
        {children}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  )
}
