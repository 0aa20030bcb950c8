import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/**
 * A labelled input with its error beside it. The
 * value stays whatever the shopper typed; the caller owns it.
 */
export function Field({
  label,
  error,
  hint,
  children,
  className = '',
  ...input
}: { label: string; error?: string | undefined; hint?: ReactNode; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none transition focus:ring-2 ${
            error ? 'border-red-500 focus:ring-red-200' : 'border-gray-300 focus:border-brand-ink focus:ring-brand/20'
          } ${className}`}
          {...input}
        />
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-gray-600">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

/** The form's own message (a problem that belongs to no one field, or the server's summary). */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'}`}
    >
      {children}
    </p>
  )
}

/** A submit button that says what it is doing while busy ("Logging in...") and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand disabled:opacity-70"
    >
      {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  )
}

/** A page title and an optional line under it, the same on every form screen. */
export function ScreenTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="text-gray-600">{subtitle}</p>}
    </div>
  )
}
