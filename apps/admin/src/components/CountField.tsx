import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { toWhole, unreadableMark } from '../lib/money-input.ts'

const TYPO = 'Type a whole number, such as 100'
/** Empty is null (not counted, no limit); undefined: not a count. */
const read = (text: string) => (text.trim() === '' ? null : toWhole(text))
const show = (value: number | null) => (value === null ? '' : String(value))

/**
 * A count typed as a whole number (a stock, a limit of uses, a number of days), as MoneyField is for
 * prices: empty is null, and text that is not a count says so, leaves the value as it was and marks
 * the input, so the form refuses to save until it reads (decision 0059). The server checks ranges.
 */
export function CountField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string
  value: number | null
  onChange: (count: number | null) => void
  error?: string | undefined
  hint?: string | undefined
}) {
  const [text, setText] = useState(show(value))
  // A value changed from outside (a draft discarded, a bulk stock, a prize removed above this one)
  // replaces the text; one typed here keeps it.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    if (read(text) !== value) setText(show(value))
  }
  const typo = read(text) === undefined ? TYPO : null
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={text}
      error={typo ?? error}
      hint={hint}
      {...unreadableMark(typo)}
      onChange={(event) => {
        setText(event.target.value)
        const count = read(event.target.value)
        if (count !== undefined) onChange(count)
      }}
    />
  )
}
