/**
 * A `datetime-local` input speaks the browser's local time without a zone ("2026-12-24T18:00"); the
 * server speaks ISO instants. These convert between the two, so the owner types in their own time.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Empty text is no date (null); text the browser cannot read is left for the server to refuse. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? text : date.toISOString()
}

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })
