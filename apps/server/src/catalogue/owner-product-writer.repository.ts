import type { Kysely } from 'kysely'
import type { ProductInput } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { valueRef, variantKey } from '@store/core'

const flag = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0)

/**
 * Writes a whole product document (already checked by the owner service) inside the caller's
 * transaction: the product row, its categories, branch overrides and options. On update, options
 * keep their ids where the document still names them (see writeOptions).
 */
export class ProductWriterRepository {
  async insert(trx: Tx, doc: ProductInput, categoryIds: number[]): Promise<number> {
    const { id } = await trx
      .insertInto('products')
      .values({ ...productRow(doc), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await this.writeChildren(trx, id, doc, categoryIds)
    // spec §2: the store shows its sample page until a product is added; the first one ends it.
    await trx
      .insertInto('settings')
      .values({ key: 'addedProduct', value: 'true' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' }))
      .execute()
    return id
  }

  async update(trx: Tx, productId: number, doc: ProductInput, categoryIds: number[]): Promise<void> {
    await trx.updateTable('products').set(productRow(doc)).where('id', '=', productId).execute()
    for (const table of ['product_categories', 'product_branches', 'combinations'] as const) {
      await trx.deleteFrom(table).where('product_id', '=', productId).execute()
    }
    await this.writeChildren(trx, productId, doc, categoryIds)
  }

  private async writeChildren(trx: Tx, productId: number, doc: ProductInput, categoryIds: number[]): Promise<void> {
    if (categoryIds.length > 0) {
      await trx
        .insertInto('product_categories')
        .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
        .execute()
    }
    if (doc.branches?.length) {
      await trx
        .insertInto('product_branches')
        .values(
          doc.branches.map((b) => ({
            product_id: productId,
            branch_id: b.branch_id,
            is_available: flag(b.is_available, true),
            selling_price: b.selling_price ?? null,
            original_price: b.original_price ?? null,
            stock: b.stock ?? null,
          })),
        )
        .execute()
    }
    await writeOptions(trx, productId, doc)
  }
}

function productRow(doc: ProductInput) {
  return {
    name: doc.name,
    slug: doc.slug,
    description: doc.description ?? '',
    images: JSON.stringify(doc.images ?? []),
    selling_price: doc.selling_price,
    original_price: doc.original_price ?? null,
    stock: doc.stock ?? null,
    is_active: flag(doc.is_active, true),
    has_options: (doc.attributes?.length ?? 0) > 0 || (doc.multi_selectable_attributes?.length ?? 0) > 0 ? 1 : 0,
    position: doc.position ?? 0,
    tax_rate_bp: doc.tax_rate_bp ?? null,
  }
}

/** Takes the id of the first row that matches out of `rows`, if any. */
function reuse<T extends { id: number }>(rows: T[], matches: (row: T) => boolean): number | undefined {
  const index = rows.findIndex(matches)
  return index < 0 ? undefined : rows.splice(index, 1)[0]!.id
}

/**
 * Writes the options. Cart lines name the shopper's choices by value id, so an attribute or add-on
 * group keeps its id when the document still has one of that name, and a value keeps its id when its
 * group still has a value of that label: changing a price or adding a topping leaves carts valid.
 * What the document no longer names is deleted; combinations are rewritten (nothing outside the
 * product refers to their ids).
 */
async function writeOptions(trx: Tx, productId: number, doc: ProductInput): Promise<void> {
  const oldAttributes = await trx.selectFrom('attributes').select(['id', 'name']).where('product_id', '=', productId).execute()
  const oldValues =
    oldAttributes.length === 0
      ? []
      : await trx
          .selectFrom('attribute_values')
          .select(['id', 'attribute_id', 'value'])
          .where(
            'attribute_id',
            'in',
            oldAttributes.map((a) => a.id),
          )
          .execute()
  const idOfRef = new Map<string, number>()
  for (const [position, attribute] of (doc.attributes ?? []).entries()) {
    let id = reuse(oldAttributes, (a) => a.name === attribute.name)
    if (id === undefined)
      id = (
        await trx
          .insertInto('attributes')
          .values({ product_id: productId, name: attribute.name, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    else await trx.updateTable('attributes').set({ position }).where('id', '=', id).execute()
    const attributeId = id
    for (const [valuePosition, value] of attribute.values.entries()) {
      let valueId = reuse(oldValues, (v) => v.attribute_id === attributeId && v.value === value.value)
      if (valueId === undefined)
        valueId = (
          await trx
            .insertInto('attribute_values')
            .values({ attribute_id: attributeId, value: value.value, position: valuePosition })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      else await trx.updateTable('attribute_values').set({ position: valuePosition }).where('id', '=', valueId).execute()
      idOfRef.set(valueRef(value), valueId)
    }
  }
  await deleteIds(
    trx,
    'attribute_values',
    oldValues.map((v) => v.id),
  )
  await deleteIds(
    trx,
    'attributes',
    oldAttributes.map((a) => a.id),
  )

  const idsOf = (refs: string[]) => refs.map((r) => idOfRef.get(r)!).sort((a, b) => a - b)
  const variantOfKey = new Map<string, number>()
  for (const combination of doc.combinations ?? []) {
    const { id } = await trx
      .insertInto('combinations')
      .values({ product_id: productId, value_ids: JSON.stringify(idsOf(combination.values)), price: combination.price })
      .returning('id')
      .executeTakeFirstOrThrow()
    variantOfKey.set(variantKey(combination.values), id)
  }

  const oldGroups = await trx.selectFrom('multi_attributes').select(['id', 'name']).where('product_id', '=', productId).execute()
  const oldAddOns =
    oldGroups.length === 0
      ? []
      : await trx
          .selectFrom('multi_attribute_values')
          .select(['id', 'multi_attribute_id', 'value'])
          .where(
            'multi_attribute_id',
            'in',
            oldGroups.map((g) => g.id),
          )
          .execute()
  for (const [position, group] of (doc.multi_selectable_attributes ?? []).entries()) {
    const groupRow = {
      product_id: productId,
      name: group.name,
      min_select: group.min_select ?? null,
      max_select: group.max_select ?? null,
      position,
    }
    let id = reuse(oldGroups, (g) => g.name === group.name)
    if (id === undefined) id = (await trx.insertInto('multi_attributes').values(groupRow).returning('id').executeTakeFirstOrThrow()).id
    else await trx.updateTable('multi_attributes').set(groupRow).where('id', '=', id).execute()
    const groupId = id
    for (const [valuePosition, value] of group.values.entries()) {
      const row = {
        multi_attribute_id: groupId,
        value: value.value,
        price: value.price ?? null,
        position: valuePosition,
        dependencies: JSON.stringify(idsOf(value.dependencies ?? [])),
        variant_prices: JSON.stringify(
          (value.variant_prices ?? []).map((p) => ({ variant_id: variantOfKey.get(variantKey(p.variant))!, price: p.price })),
        ),
      }
      const valueId = reuse(oldAddOns, (v) => v.multi_attribute_id === groupId && v.value === value.value)
      if (valueId === undefined) await trx.insertInto('multi_attribute_values').values(row).execute()
      else await trx.updateTable('multi_attribute_values').set(row).where('id', '=', valueId).execute()
    }
  }
  await deleteIds(
    trx,
    'multi_attribute_values',
    oldAddOns.map((v) => v.id),
  )
  await deleteIds(
    trx,
    'multi_attributes',
    oldGroups.map((g) => g.id),
  )
}

async function deleteIds(
  trx: Kysely<Database>,
  table: 'attributes' | 'attribute_values' | 'multi_attributes' | 'multi_attribute_values',
  ids: number[],
): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom(table).where('id', 'in', ids).execute()
}
