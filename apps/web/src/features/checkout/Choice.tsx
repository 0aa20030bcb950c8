import type { ReactNode } from 'react'

/** One option of a radio group, as a card the whole of which can be tapped. */
export function Choice({
  name,
  checked,
  onChange,
  title,
  detail,
  disabled = false,
}: {
  name: string
  checked: boolean
  onChange: () => void
  title: ReactNode
  detail?: ReactNode
  disabled?: boolean
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${checked ? 'border-brand-ink bg-brand-5' : 'border-gray-200 hover:border-gray-400'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} disabled={disabled} className="mt-1 accent-brand-ink" />
      {/* The title and detail may be the shopper's own text (an address): one long word wraps instead of widening the page. */}
      <span className="flex min-w-0 flex-col wrap-anywhere">
        <span className="font-medium">{title}</span>
        {detail && <span className="text-sm text-gray-600">{detail}</span>}
      </span>
    </label>
  )
}

/** A part of the checkout with its heading and, from a 422, the server's message about it. */
export function Part({ title, error, children }: { title: string; error?: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">{title}</legend>
      {children}
      {error && (
        <p className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  )
}
