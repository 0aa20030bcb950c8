import { useId } from 'react'
import { Star } from './Stars.tsx'

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent']

/**
 * Choosing 1 to 5 stars: a radio group, so the keyboard's arrow keys and screen readers work as they do
 * for any choice; each star is the label of its radio.
 */
export function StarInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number
  onChange: (stars: number) => void
  error?: string | undefined
  disabled?: boolean
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">Your rating</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-ink">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            />
            <Star size={32} fill={value >= stars ? 'full' : 'empty'} />
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" aria-live="polite">
          {WORDS[value] ?? ''}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  )
}
