import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { fromMinor, toMinor, unreadableMark, useMoneyDecimals } from '../lib/money-input.ts'

/**
 * A price typed in the main unit and kept in minor units. Empty is null where `optional` (no price of
 * its own); text that is not an amount says so, leaves the value as it was and marks the input, so
 * the form refuses to save until it reads (lib/money-input.ts, unreadableMark).
 */
export function MoneyField({
  label,
  value,
  onChange,
  optional = false,
  error,
  hint,
}: {
  label: string
  value: number | null
  onChange: (minor: number | null) => void
  optional?: boolean
  error?: string | undefined
  hint?: string
}) {
  const decimals = useMoneyDecimals()
  const [text, setText] = useState(value === null ? '' : fromMinor(value, decimals))
  // A value changed from outside (a draft discarded, a bulk price) replaces the text; one typed here keeps it.
  const [seen, setSeen] = useState({ value, decimals })
  if (seen.value !== value || seen.decimals !== decimals) {
    setSeen({ value, decimals })
    if (toMinor(text, decimals) !== value) setText(value === null ? '' : fromMinor(value, decimals))
  }
  // From the text, not kept apart: text replaced from outside is readable again.
  const typo =
    toMinor(text, decimals) === undefined && !(optional && text.trim() === '')
      ? `Type an amount such as ${fromMinor(1250, decimals)}`
      : null
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={typo ?? error}
      hint={hint}
      {...unreadableMark(typo)}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        const minor = toMinor(next, decimals)
        if (minor !== undefined) onChange(minor)
        else if (optional && next.trim() === '') onChange(null)
      }}
    />
  )
}
