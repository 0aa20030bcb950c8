import type { Kysely } from 'kysely'
import type { Attribute, Combination, MultiAttribute } from '@store/core'
import type { Database } from '../db/schema.ts'

/** JSON text columns (decision 0002); an empty one reads as the fallback. */
export const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback)

/** A product's options as the shopper's panel reads them (spec §5): attributes, combinations (variants), add-on groups. */
export class ProductOptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async attributes(productId: number): Promise<Attribute[]> {
    const rows = await this.db
      .selectFrom('attributes as a')
      .innerJoin('attribute_values as v', 'v.attribute_id', 'a.id')
      .select(['a.id as attribute_id', 'a.name', 'v.id', 'v.value'])
      .where('a.product_id', '=', productId)
      .orderBy('a.position')
      .orderBy('a.id')
      .orderBy('v.position')
      .orderBy('v.id')
      .execute()
    const byId = new Map<number, Attribute>()
    for (const r of rows) {
      let attribute = byId.get(r.attribute_id)
      if (!attribute) byId.set(r.attribute_id, (attribute = { id: r.attribute_id, name: r.name, values: [] }))
      attribute.values.push({ id: r.id, value: r.value })
    }
    return [...byId.values()]
  }

  async combinations(productId: number): Promise<Combination[]> {
    const rows = await this.db
      .selectFrom('combinations')
      .select(['id', 'value_ids', 'price'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute()
    // A combination is a variant: its id is the variant_id that add-on variant prices refer to.
    return rows.map((r) => ({ ids: parseJson<number[]>(r.value_ids, []), price: r.price, variant_id: r.id }))
  }

  async multiAttributes(productId: number): Promise<MultiAttribute[]> {
    const rows = await this.db
      .selectFrom('multi_attributes as m')
      .innerJoin('multi_attribute_values as v', 'v.multi_attribute_id', 'm.id')
      .select([
        'm.id as attribute_id',
        'm.name',
        'm.min_select',
        'm.max_select',
        'v.id',
        'v.value',
        'v.price',
        'v.dependencies',
        'v.variant_prices',
      ])
      .where('m.product_id', '=', productId)
      .orderBy('m.position')
      .orderBy('m.id')
      .orderBy('v.position')
      .orderBy('v.id')
      .execute()
    const byId = new Map<number, MultiAttribute>()
    for (const r of rows) {
      let attribute = byId.get(r.attribute_id)
      if (!attribute)
        byId.set(
          r.attribute_id,
          (attribute = { id: r.attribute_id, name: r.name, min_select: r.min_select, max_select: r.max_select, values: [] }),
        )
      attribute.values.push({
        id: r.id,
        value: r.value,
        price: r.price,
        dependencies: parseJson<number[]>(r.dependencies, []),
        variant_prices: parseJson<{ variant_id: number; price: number }[]>(r.variant_prices, []),
      })
    }
    return [...byId.values()]
  }
}
