import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Slugs are looked up this many at a time (well under SQLite's and PostgreSQL's bound-parameter limits). */
const CHUNK = 500

/** What the CSV import and export read of the products table beyond the editor's reads (decision 0093). */
export class ProductImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async productSlugsAmong(slugs: string[]): Promise<Set<string>> {
    const found = new Set<string>()
    for (let i = 0; i < slugs.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('products')
        .select('slug')
        .where('slug', 'in', slugs.slice(i, i + CHUNK))
        .execute()
      for (const r of rows) found.add(r.slug)
    }
    return found
  }

  /** The next page of product ids in id order: the export's keyset, as fast on page 200 as on page 1. */
  async productIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db.selectFrom('products').select('id').where('id', '>', afterId).orderBy('id').limit(limit).execute()
    return rows.map((r) => r.id)
  }
}
