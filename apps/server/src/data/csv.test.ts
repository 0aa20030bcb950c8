import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvCell, csvRow, unguard } from './csv.ts'

/** CSV cells (decision 0093): RFC 4180 quoting, the OWASP formula guard, and reading both back. */
describe('csv cells', () => {
  it('quotes what needs quotes and leaves plain text and numbers alone', () => {
    expect(csvRow(['plain', 12, null, undefined, true, 'a,b', 'say "hi"', 'two\nlines', ' padded '])).toBe(
      'plain,12,,,true,"a,b","say ""hi""","two\nlines"," padded "\r\n',
    )
  })

  it('puts an apostrophe before a text cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell(-5)).toBe('-5') // a number is a number, never a formula
    expect(csvCell("it's")).toBe("it's")
  })

  it('reads every cell back as it was written', () => {
    const values = ['=SUM(A1:A2)', '-starts with a minus', '@mention', "'quoted already", 'line\r\nbreak, "and" quotes', '日本 €']
    const [row] = Papa.parse<string[]>(csvRow(values), { skipEmptyLines: true }).data
    expect(row!.map(unguard)).toEqual(values)
  })
})
