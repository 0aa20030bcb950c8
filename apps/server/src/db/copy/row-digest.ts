import { createHash } from 'node:crypto'

/**
 * A table's fingerprint that does not depend on row order: each row is hashed from its values in a
 * fixed column order, and the first 64 bits of the hashes are summed (mod 2^64). SQLite and PostgreSQL
 * sort text differently, so the two sides cannot be compared row by row in one order; a sum can.
 */
export class TableDigest {
  private sum = 0n
  rows = 0

  add(values: unknown[]): void {
    const hash = createHash('sha256')
      .update(JSON.stringify(values.map(canonical)))
      .digest()
    this.sum = (this.sum + hash.readBigUInt64BE(0)) & 0xffff_ffff_ffff_ffffn
    this.rows += 1
  }

  get hex(): string {
    return this.sum.toString(16).padStart(16, '0')
  }
}

/** The same value read from either database gives the same form: bytes as base64, big integers as numbers. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (typeof value === 'bigint') return Number(value)
  return value
}
