/**
 * CSV cells as RFC 4180 writes them, guarded against formula injection (OWASP "CSV Injection"): a
 * cell that starts with =, +, -, @, a tab or a carriage return would run as a formula in a spreadsheet,
 * so it gets a leading apostrophe, which spreadsheets show as text. The import takes the apostrophe off
 * again before such a character, so an exported file imports to the same values (decision 0093).
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export type Cell = string | number | boolean | null | undefined

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, ending in CRLF as RFC 4180 says. */
export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`

/** A cell as read back: the guard's apostrophe removed where the export put it. */
export const unguard = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text)
