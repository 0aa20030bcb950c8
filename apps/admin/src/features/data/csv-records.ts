/**
 * Counts the records of a CSV file as its bytes arrive. A line break inside a quoted cell (a product
 * description of two lines) belongs to its record (RFC 4180, as the server writes them, decision
 * 0093), so the count is the file's real number of records, header included. UTF-8 never uses the
 * bytes of `"` or a line break inside another character, so bytes are enough.
 */
export function csvRecordCounter() {
  let quoted = false
  let ended = 0
  let open = false
  return {
    push(bytes: Uint8Array): void {
      for (const byte of bytes) {
        if (byte === 0x22) quoted = !quoted
        if (byte === 0x0a && !quoted) {
          ended++
          open = false
        } else if (byte !== 0x0d) open = true
      }
    },
    /** Records so far, a last one without its line break included. */
    get records(): number {
      return ended + (open ? 1 : 0)
    },
  }
}

/** A file's size in words that do not round a few bytes up to a kilobyte. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
