import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { InputError } from '../http/errors.ts'
import { checkProductDocument, valueRef, variantKey } from './product-document.ts'
import type { ProductInput } from './schemas.ts'

const bool = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 1 : 0)

/**
 * Writes a whole product document inside the caller's transaction: the product row, then its
 * categories, branch overrides and options (replaced wholesale on update).
 */
export async function writeProduct(trx: Transaction<Database>, doc: ProductInput, existingId?: number): Promise<number> {
  const problems = checkProductDocument(doc)
  if (problems.length > 0) throw new InputError(`${problems[0]!.path}: ${problems[0]!.message}`, problems)

  const clash = await trx.selectFrom('products').select('id').where('slug', '=', doc.slug).executeTakeFirst()
  if (clash && clash.id !== existingId) throw new InputError(`slug "${doc.slug}" is already used by another product`, [{ path: 'slug', message: 'is already used' }])

  const categoryIds = await resolveCategories(trx, doc.category_slugs ?? [])
  await assertBranchesExist(trx, (doc.branches ?? []).map((b) => b.branch_id))

  const row = {
    name: doc.name, slug: doc.slug, description: doc.description ?? '',
    images: JSON.stringify(doc.images ?? []),
    selling_price: doc.selling_price, original_price: doc.original_price ?? null,
    stock: doc.stock ?? null, is_active: bool(doc.is_active, true),
    has_options: (doc.attributes?.length ?? 0) > 0 || (doc.multi_selectable_attributes?.length ?? 0) > 0 ? 1 : 0,
    position: doc.position ?? 0,
    tax_rate_bp: doc.tax_rate_bp ?? null,
  }
  let productId: number
  if (existingId === undefined) {
    productId = (await trx.insertInto('products').values({ ...row, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id
  } else {
    productId = existingId
    await trx.updateTable('products').set(row).where('id', '=', productId).execute()
    for (const table of ['product_categories', 'product_branches', 'attributes', 'combinations', 'multi_attributes'] as const) {
      await trx.deleteFrom(table).where('product_id', '=', productId).execute()
    }
  }

  if (categoryIds.length > 0) {
    await trx.insertInto('product_categories').values(categoryIds.map((category_id) => ({ product_id: productId, category_id }))).execute()
  }
  if (doc.branches?.length) {
    await trx.insertInto('product_branches').values(doc.branches.map((b) => ({
      product_id: productId, branch_id: b.branch_id, is_available: bool(b.is_available, true),
      selling_price: b.selling_price ?? null, original_price: b.original_price ?? null, stock: b.stock ?? null,
    }))).execute()
  }
  await writeOptions(trx, productId, doc)
  return productId
}

async function writeOptions(trx: Transaction<Database>, productId: number, doc: ProductInput): Promise<void> {
  const idOfRef = new Map<string, number>()
  for (const [position, attribute] of (doc.attributes ?? []).entries()) {
    const { id } = await trx.insertInto('attributes').values({ product_id: productId, name: attribute.name, position }).returning('id').executeTakeFirstOrThrow()
    for (const [valuePosition, value] of attribute.values.entries()) {
      const inserted = await trx.insertInto('attribute_values').values({ attribute_id: id, value: value.value, position: valuePosition }).returning('id').executeTakeFirstOrThrow()
      idOfRef.set(valueRef(value), inserted.id)
    }
  }
  const idsOf = (refs: string[]) => refs.map((r) => idOfRef.get(r)!).sort((a, b) => a - b)
  const variantOfKey = new Map<string, number>()
  for (const combination of doc.combinations ?? []) {
    const { id } = await trx.insertInto('combinations')
      .values({ product_id: productId, value_ids: JSON.stringify(idsOf(combination.values)), price: combination.price })
      .returning('id').executeTakeFirstOrThrow()
    variantOfKey.set(variantKey(combination.values), id)
  }
  for (const [position, group] of (doc.multi_selectable_attributes ?? []).entries()) {
    const { id } = await trx.insertInto('multi_attributes').values({
      product_id: productId, name: group.name, min_select: group.min_select ?? null, max_select: group.max_select ?? null, position,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('multi_attribute_values').values(group.values.map((value, valuePosition) => ({
      multi_attribute_id: id, value: value.value, price: value.price ?? null, position: valuePosition,
      dependencies: JSON.stringify(idsOf(value.dependencies ?? [])),
      variant_prices: JSON.stringify((value.variant_prices ?? []).map((p) => ({ variant_id: variantOfKey.get(variantKey(p.variant))!, price: p.price }))),
    }))).execute()
  }
}

async function resolveCategories(trx: Transaction<Database>, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const unique = [...new Set(slugs)]
  const rows = await trx.selectFrom('categories').select(['id', 'slug']).where('slug', 'in', unique).execute()
  const missing = unique.filter((s) => !rows.some((r) => r.slug === s))
  if (missing.length > 0) throw new InputError(`unknown category "${missing[0]}"`, missing.map((s) => ({ path: 'category_slugs', message: `unknown category "${s}"` })))
  return rows.map((r) => r.id)
}

async function assertBranchesExist(trx: Transaction<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  if (new Set(ids).size !== ids.length) throw new InputError('a branch is listed twice', [{ path: 'branches', message: 'a branch is listed twice' }])
  const rows = await trx.selectFrom('branches').select('id').where('id', 'in', ids).execute()
  const missing = ids.filter((id) => !rows.some((r) => r.id === id))
  if (missing.length > 0) throw new InputError(`unknown branch ${missing[0]}`, missing.map((id) => ({ path: 'branches', message: `unknown branch ${id}` })))
}
