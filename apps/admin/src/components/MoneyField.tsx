import { fromMinor, toMinor, useMoneyDecimals } from '../lib/money-input.ts'
import { TypedNumberField } from './TypedNumberField.tsx'

/** A price typed in the main unit and kept in minor units. Empty is null where `optional` (no price of its own). */
export function MoneyField({
  optional = false,
  ...props
}: {
  label: string
  value: number | null
  onChange: (minor: number | null) => void
  optional?: boolean
  error?: string | undefined
  hint?: string
}) {
  const decimals = useMoneyDecimals()
  const typing = {
    read: (text: string) => (optional && text.trim() === '' ? null : toMinor(text, decimals)),
    show: (value: number | null) => (value === null ? '' : fromMinor(value, decimals)),
    typo: `Type an amount such as ${fromMinor(1250, decimals)}`,
    inputMode: 'decimal' as const,
  }
  return <TypedNumberField {...props} typing={typing} />
}
