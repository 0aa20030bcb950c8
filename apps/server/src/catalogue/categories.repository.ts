import type { Kysely, Selectable } from 'kysely'
import type { Category, Image } from '@store/core'
import type { Database } from '../db/schema.ts'
import { parseJson } from './options.repository.ts'

/** The catalogue's categories as shoppers read them, and which categories products are in. */
export class CategoriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async categoryBySlug(slug: string): Promise<(Category & { id: number }) | undefined> {
    const row = await this.db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst()
    return row && toCategory(row)
  }

  async categories(ids?: number[]): Promise<Category[]> {
    let qb = this.db.selectFrom('categories').selectAll().orderBy('position').orderBy('id')
    if (ids) {
      if (ids.length === 0) return []
      qb = qb.where('id', 'in', ids)
    }
    return (await qb.execute()).map(toCategory)
  }

  async categoryIdsOf(productIds: number[]): Promise<number[]> {
    if (productIds.length === 0) return []
    const rows = await this.db
      .selectFrom('product_categories')
      .select('category_id')
      .distinct()
      .where('product_id', 'in', productIds)
      .execute()
    return rows.map((r) => r.category_id)
  }
}

function toCategory(r: Selectable<Database['categories']>): Category {
  return { id: r.id, name: r.name, slug: r.slug, primary_image: parseJson<Image | null>(r.primary_image, null), color: r.color }
}
