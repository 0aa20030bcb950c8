import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { fromMinor, toMinor, unreadableMark } from '../../lib/money-input.ts'

const TYPO = 'Type a percentage, such as 10 or 12.5'
/** "12.5" → 1250 basis points; empty is null; undefined: not a percentage. */
const read = (text: string) => (text.trim() === '' ? null : toMinor(text, 2))
const show = (value: number | null) => (value === null ? '' : fromMinor(value, 2))

/**
 * A percentage typed as "12.5" and kept in basis points (1250), as the server stores it. Like
 * MoneyField, text that is not a percentage says so, leaves the value as it was and marks the input,
 * so the form refuses to save until it reads (decision 0059). The server still checks the range.
 * Counts (a limit of uses, a number of days) are typed in the shared CountField.
 */
export function PercentField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  error?: string | undefined
}) {
  const [text, setText] = useState(show(value))
  // A value changed from outside (the kind of offer changed) replaces the text; one typed here keeps it.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    if (read(text) !== value) setText(show(value))
  }
  const typo = read(text) === undefined ? TYPO : null
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={typo ?? error}
      {...unreadableMark(typo)}
      onChange={(event) => {
        setText(event.target.value)
        const parsed = read(event.target.value)
        if (parsed !== undefined) onChange(parsed)
      }}
    />
  )
}
