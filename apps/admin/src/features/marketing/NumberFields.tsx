import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { fromMinor, toMinor } from '../../lib/money-input.ts'

interface Props {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  error?: string | undefined
  hint?: string
}

/**
 * A typed number kept as text while typed (like MoneyField): text that is not a number says so and
 * leaves the value as it was; empty is null (no limit). The server still checks every range.
 */
function ParsedField({
  label,
  value,
  onChange,
  error,
  hint,
  parse,
  show,
  typo,
}: Props & {
  parse: (text: string) => number | undefined
  show: (value: number) => string
  typo: string
}) {
  const [text, setText] = useState(value === null ? '' : show(value))
  const [bad, setBad] = useState(false)
  // A value changed from outside (a prize removed above this one) replaces the text; one typed here keeps it.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    const typed = text.trim() === '' ? null : parse(text.trim())
    if (typed !== value) setText(value === null ? '' : show(value))
  }
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={bad ? typo : error}
      hint={hint}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        const parsed = next.trim() === '' ? null : parse(next.trim())
        setBad(parsed === undefined)
        if (parsed !== undefined) onChange(parsed)
      }}
    />
  )
}

/** A count such as a limit of uses or a number of days. */
export function WholeNumberField(props: Props) {
  return (
    <ParsedField
      {...props}
      parse={(t) => (/^\d{1,12}$/.test(t) ? Number(t) : undefined)}
      show={String}
      typo="Type a whole number, such as 100"
    />
  )
}

/** A percentage typed as "12.5" and kept in basis points (1250), as the server stores it. */
export function PercentField(props: Props) {
  return (
    <ParsedField {...props} parse={(t) => toMinor(t, 2)} show={(bp) => fromMinor(bp, 2)} typo="Type a percentage, such as 10 or 12.5" />
  )
}
