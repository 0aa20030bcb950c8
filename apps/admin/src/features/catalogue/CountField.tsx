import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { toWhole, unreadableMark } from '../../lib/money-input.ts'

const TYPO = 'Type a whole number, such as 100'
/** Empty is null (not counted); undefined: not a count. */
const read = (text: string) => (text.trim() === '' ? null : toWhole(text))
const show = (value: number | null) => (value === null ? '' : String(value))

/**
 * A stock typed as a whole number, as MoneyField is for prices: empty is null (not counted), and text
 * that is not a count says so, leaves the value as it was and marks the input, so the editor refuses
 * to save until it reads (decision 0059).
 */
export function CountField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: number | null
  onChange: (count: number | null) => void
  error?: string | undefined
}) {
  const [text, setText] = useState(show(value))
  // A value changed from outside (a draft discarded, a bulk stock) replaces the text; one typed here keeps it.
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
      {...unreadableMark(typo)}
      onChange={(event) => {
        setText(event.target.value)
        const count = read(event.target.value)
        if (count !== undefined) onChange(count)
      }}
    />
  )
}
