import type { Kysely, Selectable } from 'kysely'
import type { CategoryInput, Image, OwnerCategory, OwnerProduct } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

const parse = <T>(json: string): T => JSON.parse(json) as T

/** The owner's reads and writes of the catalogue's tables (the product document is written by ProductWriterRepository). */
export class CatalogueOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async categories(): Promise<OwnerCategory[]> {
    return (await this.db.selectFrom('categories').selectAll().orderBy('id').execute()).map(toOwnerCategory)
  }

  async category(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerCategory | undefined> {
    const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toOwnerCategory(row)
  }

  async categoryIdBySlug(trx: Tx, slug: string): Promise<number | undefined> {
    return (await trx.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst())?.id
  }

  async categoriesBySlugs(trx: Tx, slugs: string[]): Promise<{ id: number; slug: string }[]> {
    if (slugs.length === 0) return []
    return trx.selectFrom('categories').select(['id', 'slug']).where('slug', 'in', slugs).execute()
  }

  async insertCategory(trx: Tx, input: CategoryInput): Promise<number> {
    return (await trx.insertInto('categories').values(categoryRow(input)).returning('id').executeTakeFirstOrThrow()).id
  }

  /** False when there is no such category. */
  async updateCategory(trx: Tx, id: number, input: CategoryInput): Promise<boolean> {
    const result = await trx.updateTable('categories').set(categoryRow(input)).where('id', '=', id).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async deleteCategory(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }

  async productIdBySlug(trx: Tx, slug: string): Promise<number | undefined> {
    return (await trx.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst())?.id
  }

  /** The products among these ids, whatever their state (a layout may name an inactive one). */
  async productIdsIn(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', ids).execute()
    return new Set(rows.map((r) => r.id))
  }

  async deleteProduct(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }

  /** A product as the owner wrote it (ProductInput's fields), so it can be edited and written back. */
  async product(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerProduct | undefined> {
    const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const [categories, branches, attributes, values, combinations, groups, addOns] = await Promise.all([
      db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select('c.slug')
        .where('pc.product_id', '=', id)
        .orderBy('c.position')
        .orderBy('c.id')
        .execute(),
      db.selectFrom('product_branches').selectAll().where('product_id', '=', id).orderBy('branch_id').execute(),
      db.selectFrom('attributes').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
      db
        .selectFrom('attribute_values as v')
        .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
        .select(['v.id', 'v.attribute_id', 'v.value'])
        .where('a.product_id', '=', id)
        .orderBy('v.position')
        .orderBy('v.id')
        .execute(),
      db.selectFrom('combinations').selectAll().where('product_id', '=', id).orderBy('id').execute(),
      db.selectFrom('multi_attributes').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
      db
        .selectFrom('multi_attribute_values as v')
        .innerJoin('multi_attributes as m', 'm.id', 'v.multi_attribute_id')
        .selectAll('v')
        .where('m.product_id', '=', id)
        .orderBy('v.position')
        .orderBy('v.id')
        .execute(),
    ])
    // A value is named by its label, or by "attribute: label" where another attribute has the same label.
    const labelCount = new Map<string, number>()
    for (const v of values) labelCount.set(v.value, (labelCount.get(v.value) ?? 0) + 1)
    const attributeName = new Map(attributes.map((a) => [a.id, a.name]))
    const refOf = new Map(
      values.map((v) => [v.id, labelCount.get(v.value) === 1 ? v.value : `${attributeName.get(v.attribute_id)}: ${v.value}`.slice(0, 200)]),
    )
    const refs = (ids: number[]) => ids.flatMap((valueId) => refOf.get(valueId) ?? [])
    const variantRefs = new Map(combinations.map((c) => [c.id, refs(parse<number[]>(c.value_ids))]))
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      images: parse<Image[]>(row.images),
      selling_price: row.selling_price,
      original_price: row.original_price,
      stock: row.stock,
      is_active: row.is_active === 1,
      position: row.position,
      tax_rate_bp: row.tax_rate_bp,
      category_slugs: categories.map((c) => c.slug),
      branches: branches.map((b) => ({
        branch_id: b.branch_id,
        is_available: b.is_available === 1,
        selling_price: b.selling_price,
        original_price: b.original_price,
        stock: b.stock,
      })),
      attributes: attributes.map((a) => ({
        name: a.name,
        values: values
          .filter((v) => v.attribute_id === a.id)
          .map((v) => (refOf.get(v.id) === v.value ? { value: v.value } : { value: v.value, ref: refOf.get(v.id)! })),
      })),
      combinations: combinations.map((c) => ({ values: variantRefs.get(c.id)!, price: c.price })),
      multi_selectable_attributes: groups.map((g) => ({
        name: g.name,
        min_select: g.min_select,
        max_select: g.max_select,
        values: addOns
          .filter((v) => v.multi_attribute_id === g.id)
          .map((v) => ({
            value: v.value,
            price: v.price,
            dependencies: refs(parse<number[]>(v.dependencies)),
            variant_prices: parse<{ variant_id: number; price: number }[]>(v.variant_prices).flatMap((p) => {
              const variant = variantRefs.get(p.variant_id)
              return variant ? [{ variant, price: p.price }] : []
            }),
          })),
      })),
    }
  }
}

function categoryRow(c: CategoryInput) {
  return {
    name: c.name,
    slug: c.slug,
    primary_image: c.primary_image ? JSON.stringify(c.primary_image) : null,
    color: c.color.toLowerCase(),
    position: c.position ?? 0,
  }
}

function toOwnerCategory(r: Selectable<Database['categories']>): OwnerCategory {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    primary_image: r.primary_image === null ? null : parse<Image>(r.primary_image),
    color: r.color,
    position: r.position,
  }
}
