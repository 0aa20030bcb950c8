/** A satisfiable single byte range of a file, both ends included (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The range a `Range` header asks of a file of `size` bytes: a range, `'unsatisfiable'` (416), or null
 * to send the whole file (no header, another unit, several ranges, or a malformed one: RFC 9110 lets a
 * server ignore a Range it does not take). Only one range: a resuming client asks for one.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end }
}

/**
 * Whether an `If-Range` condition still holds for the file: its strong ETag, or its Last-Modified
 * date exactly. When it does not, the file changed since the client's partial copy: send all of it.
 */
export function ifRangeHolds(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true
  const condition = header.trim()
  return condition.startsWith('"') ? condition === etag : condition === lastModified
}
