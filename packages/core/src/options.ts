import type { Attribute, Combination, MultiAttribute, Product } from './api/catalogue.ts'

/**
 * The options panel's rules (spec §4, §5), used by the panel to show what can be chosen and by the
 * server to accept or refuse a cart line — one function, two places (DESIGN: the same rule runs in both).
 */
export type OptionsProduct = Pick<Product, 'name' | 'selling_price' | 'attributes' | 'combinations' | 'multi_selectable_attributes'>
/** Single-choice attribute id → chosen value id. */
export type SingleSelection = Record<number, number>
/** Multi-choice attribute id → chosen value ids. */
export type MultiSelection = Record<number, number[]>
type MultiValue = MultiAttribute['values'][number]

const chosenIds = (single: SingleSelection) => Object.values(single)

/** spec §5: disabled when no combination contains the value together with the other chosen values. */
export function isSingleValueDisabled(product: OptionsProduct, attributeId: number, valueId: number, single: SingleSelection): boolean {
  const others = Object.entries(single)
    .filter(([a]) => Number(a) !== attributeId)
    .map(([, v]) => v)
  return !product.combinations.some((c) => c.ids.includes(valueId) && others.every((o) => c.ids.includes(o)))
}

/** The combination (variant) of the chosen single values, once every attribute has one. */
export function currentCombination(product: OptionsProduct, single: SingleSelection): Combination | null {
  if (product.attributes.length === 0) return null
  const chosen = product.attributes.map((a) => single[a.id])
  if (chosen.some((v) => v === undefined)) return null
  return product.combinations.find((c) => c.ids.length === chosen.length && chosen.every((v) => c.ids.includes(v!))) ?? null
}

/** spec §5: dependencies unmet, max reached (and not chosen), or variant prices without one for this variant. */
export function isMultiValueDisabled(
  attribute: MultiAttribute,
  value: MultiValue,
  single: SingleSelection,
  multi: MultiSelection,
  variantId: number | null,
): boolean {
  const singles = chosenIds(single)
  if (value.dependencies.length > 0 && !value.dependencies.some((d) => singles.includes(d))) return true
  const picked = multi[attribute.id] ?? []
  if (attribute.max_select !== null && picked.length >= attribute.max_select && !picked.includes(value.id)) return true
  if (value.variant_prices.length > 0 && !value.variant_prices.some((p) => p.variant_id === variantId)) return true
  return false
}

/** An add-on's extra price: its price for the current variant when it has one, else its own price. */
export function multiValuePrice(value: MultiValue, variantId: number | null): number {
  return value.variant_prices.find((p) => p.variant_id === variantId)?.price ?? value.price ?? 0
}

/** spec §4: choosing a single value clears every multi-choice selection. */
export function chooseSingleValue(
  single: SingleSelection,
  attributeId: number,
  valueId: number,
): { single: SingleSelection; multi: MultiSelection } {
  return { single: { ...single, [attributeId]: valueId }, multi: {} }
}

/** spec §4: a chosen value is removed; a new one is added only while max is unbounded or not reached. */
export function toggleMultiValue(attribute: MultiAttribute, multi: MultiSelection, valueId: number): MultiSelection {
  const picked = multi[attribute.id] ?? []
  if (picked.includes(valueId)) return { ...multi, [attribute.id]: picked.filter((id) => id !== valueId) }
  if (attribute.max_select !== null && picked.length >= attribute.max_select) return multi
  return { ...multi, [attribute.id]: [...picked, valueId] }
}

/** The panel's starting point: the first combination's values, so a price shows at once. */
export function defaultSelection(product: OptionsProduct): SingleSelection {
  const first = product.combinations[0]
  if (!first) return {}
  return Object.fromEntries(
    product.attributes.flatMap((a: Attribute) => {
      const value = a.values.find((v) => first.ids.includes(v.id))
      return value ? [[a.id, value.id]] : []
    }),
  )
}

/** Unit price of a selection: the variant's price (or the product's), plus each chosen add-on. */
export function selectionPrice(product: OptionsProduct, single: SingleSelection, multi: MultiSelection): number {
  const variant = currentCombination(product, single)
  let price = variant?.price ?? product.selling_price
  for (const attribute of product.multi_selectable_attributes) {
    for (const id of multi[attribute.id] ?? []) {
      const value = attribute.values.find((v) => v.id === id)
      if (value) price += multiValuePrice(value, variant?.variant_id ?? null)
    }
  }
  return price
}

export type SelectionCheck =
  { ok: true; unitPrice: number; variantId: number | null; single: SingleSelection; multi: MultiSelection } | { ok: false; message: string }

/**
 * Whether a selection, as the cart calls send it (arrays of value ids, spec §7), may be added:
 * every id belongs to this product, every attribute has a value, the combination exists, no add-on
 * is disabled, and each group's min and max hold. The messages are fit for a toast.
 */
export function checkSelection(product: OptionsProduct, singleIds: readonly number[], multiIds: readonly number[]): SelectionCheck {
  const unavailable = { ok: false as const, message: `That option is not available for ${product.name}` }
  const single: SingleSelection = {}
  for (const id of singleIds) {
    const attribute = product.attributes.find((a) => a.values.some((v) => v.id === id))
    if (!attribute || single[attribute.id] !== undefined) return unavailable
    single[attribute.id] = id
  }
  const missing = product.attributes.find((a) => single[a.id] === undefined)
  if (missing) return { ok: false, message: `Please choose ${missing.name}` }
  const variant = currentCombination(product, single)
  if (product.attributes.length > 0 && !variant) return unavailable
  const variantId = variant?.variant_id ?? null

  const multi: MultiSelection = {}
  for (const id of multiIds) {
    const attribute = product.multi_selectable_attributes.find((m) => m.values.some((v) => v.id === id))
    if (!attribute || (multi[attribute.id] ?? []).includes(id)) return unavailable
    const value = attribute.values.find((v) => v.id === id)!
    if (attribute.max_select !== null && (multi[attribute.id] ?? []).length >= attribute.max_select) {
      return { ok: false, message: `You can choose at most ${attribute.max_select} options for ${attribute.name}` }
    }
    if (isMultiValueDisabled(attribute, value, single, multi, variantId)) return unavailable
    multi[attribute.id] = [...(multi[attribute.id] ?? []), id]
  }
  for (const attribute of product.multi_selectable_attributes) {
    const count = (multi[attribute.id] ?? []).length
    if (attribute.min_select !== null && count < attribute.min_select) {
      return { ok: false, message: `Please select at least ${attribute.min_select} options for ${attribute.name}` }
    }
  }
  return { ok: true, unitPrice: selectionPrice(product, single, multi), variantId, single, multi }
}

/** Flattens panel state into the arrays of ids the cart calls carry. */
export function selectionIds(
  single: SingleSelection,
  multi: MultiSelection,
): { selected_attributes: number[]; selected_multi_attributes: number[] } {
  return { selected_attributes: Object.values(single), selected_multi_attributes: Object.values(multi).flat() }
}
