import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { unreadableMark } from '../lib/money-input.ts'

/** How a kind of number is typed: read from the field's text, shown back as text, and what to say when it does not read. */
export interface NumberTyping {
  /** The value the text reads as; null for a field left empty where that means none; undefined: it does not read. */
  read: (text: string) => number | null | undefined
  show: (value: number | null) => string
  typo: string
  inputMode: 'numeric' | 'decimal'
}

/**
 * A number the owner types as text (a price, a count, a percentage): the field keeps what was typed.
 * Text that does not read says so beside the field, leaves the value as it was and marks the input,
 * so the form refuses to save until it reads (decision 0059). A value changed from outside (a draft
 * discarded, a bulk price, another currency's decimals) replaces the text; one typed here keeps it.
 */
export function TypedNumberField({
  label,
  value,
  onChange,
  typing,
  error,
  hint,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  typing: NumberTyping
  error?: string | undefined
  hint?: string | undefined
}) {
  const shown = typing.show(value)
  const [text, setText] = useState(shown)
  const [seen, setSeen] = useState(shown)
  if (seen !== shown) {
    setSeen(shown)
    if (typing.read(text) !== value) setText(shown)
  }
  // From the text, not kept apart: text replaced from outside is readable again.
  const typo = typing.read(text) === undefined ? typing.typo : null
  return (
    <TextField
      label={label}
      inputMode={typing.inputMode}
      value={text}
      error={typo ?? error}
      hint={hint}
      {...unreadableMark(typo)}
      onChange={(event) => {
        setText(event.target.value)
        const read = typing.read(event.target.value)
        if (read !== undefined) onChange(read)
      }}
    />
  )
}
