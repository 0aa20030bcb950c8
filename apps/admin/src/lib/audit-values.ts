import { formatDateTime } from './dates.ts'

/**
 * How the audit log's raw values read to a person (decision 0051 keeps them raw: minor units, the
 * API's snake_case names, ISO dates). The one place the audit screen and each object's history
 * turn them into the shop's money, words, Yes/No and the app's date style.
 */

/** Fields that hold money in minor units, across the objects the log records. */
const MONEY_FIELDS = new Set([
  'amount',
  'amount_due',
  'balance',
  'delivery_fee',
  'free_delivery_above',
  'max_discount',
  'min_order',
  'original_price',
  'price',
  'refunded',
  'selling_price',
  'total',
  'wallet_used',
])
/** Words that are not written as plain lower-case words. */
const WORDS: Record<string, string> = { id: 'ID', url: 'URL', sha256: 'SHA-256', bp: '(basis points)', webp: 'WebP' }
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const SNAKE_WORD = /^[a-z]+(_[a-z]+)+$/
const EMPTY = '—'

/** `free_delivery_above` → "Free delivery above", `sha256` → "SHA-256". */
export function fieldLabel(name: string): string {
  const words = name.split('_').filter(Boolean)
  const text = words.map((w, i) => WORDS[w] ?? (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ')
  return text || name
}

function bytes(n: number): string {
  if (n < 1024) return `${n} bytes`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

/**
 * One value of field `field` as words: money in the store's currency, Yes/No, dates in the app's
 * style, sizes in KB, status words without underscores; lists and nested records field by field.
 */
export function auditValue(field: string, value: unknown, money: (minor: number) => string): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field) && Number.isInteger(value)) return money(value)
    if (field.endsWith('_bytes') || field === 'size') return bytes(value)
    return String(value)
  }
  if (typeof value === 'string') {
    if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value)
    return SNAKE_WORD.test(value) ? value.replaceAll('_', ' ') : value
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none'
    return value.map((item) => auditValue(field, item, money)).join(typeof value[0] === 'object' ? '; ' : ', ')
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if (entries.length === 0) return EMPTY
    return entries.map(([key, v]) => `${fieldLabel(key)}: ${auditValue(key, v, money)}`).join(', ')
  }
  return String(value)
}
