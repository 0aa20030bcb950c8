import { TypedNumberField, type NumberTyping } from '../../components/TypedNumberField.tsx'
import { fromMinor, toMinor } from '../../lib/money-input.ts'

/** "12.5" → 1250 basis points, as the server stores it; empty is null. */
const PERCENT: NumberTyping = {
  read: (text) => (text.trim() === '' ? null : toMinor(text, 2)),
  show: (value) => (value === null ? '' : fromMinor(value, 2)),
  typo: 'Type a percentage, such as 10 or 12.5',
  inputMode: 'decimal',
}

/** A percentage typed as "12.5" and kept in basis points (1250); the server still checks the range. */
export function PercentField(props: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  error?: string | undefined
}) {
  return <TypedNumberField {...props} typing={PERCENT} />
}
