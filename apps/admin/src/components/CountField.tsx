import { toWhole } from '../lib/money-input.ts'
import { TypedNumberField, type NumberTyping } from './TypedNumberField.tsx'

/** Empty is null (not counted, no limit). */
const COUNT: NumberTyping = {
  read: (text) => (text.trim() === '' ? null : toWhole(text)),
  show: (value) => (value === null ? '' : String(value)),
  typo: 'Type a whole number, such as 100',
  inputMode: 'numeric',
}

/** A count typed as a whole number (a stock, a limit of uses, a number of days); the server checks ranges. */
export function CountField(props: {
  label: string
  value: number | null
  onChange: (count: number | null) => void
  error?: string | undefined
  hint?: string | undefined
}) {
  return <TypedNumberField {...props} typing={COUNT} />
}
