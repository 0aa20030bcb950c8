import type { ProductInput } from './contracts/owner-inputs.ts'
import { isMultiValueDisabled, type SingleSelection } from './options.ts'

export type DocumentProblem = { path: string; message: string }
type Problem = DocumentProblem

export const valueRef = (v: { value: string; ref?: string }) => v.ref ?? v.value
/** A combination is identified by its set of value refs, in any order. */
export const variantKey = (refs: string[]) => [...refs].sort().join('\u0000')

/**
 * Checks that a product's options are coherent before anything is written: refs are unique,
 * each combination picks exactly one value of every attribute, add-on dependencies and variant
 * prices name values and combinations that exist, and min/max can be met — for every variant, by the
 * options panel's own rule of which add-ons can be chosen (isMultiValueDisabled). The server refuses
 * what fails; the owner's editor shows the same problems before it saves. Each problem names its
 * field as a JSON-pointer-like path ("multi_selectable_attributes/0").
 */
export function checkProductDocument(doc: ProductInput): Problem[] {
  const problems: Problem[] = []
  const attributes = doc.attributes ?? []
  const combinations = doc.combinations ?? []
  const attributeOfRef = new Map<string, number>()
  attributes.forEach((attribute, a) =>
    attribute.values.forEach((value, v) => {
      const ref = valueRef(value)
      if (attributeOfRef.has(ref))
        problems.push({ path: `attributes/${a}/values/${v}`, message: `ref "${ref}" is used twice; give one of them a distinct ref` })
      attributeOfRef.set(ref, a)
    }),
  )
  if (attributes.length > 0 && combinations.length === 0)
    problems.push({ path: 'combinations', message: 'a product with attributes needs at least one combination' })
  if (attributes.length === 0 && combinations.length > 0) problems.push({ path: 'combinations', message: 'combinations need attributes' })

  const variants = new Set<string>()
  combinations.forEach((combination, c) => {
    const seen = new Set<number>()
    for (const ref of combination.values) {
      const a = attributeOfRef.get(ref)
      if (a === undefined) problems.push({ path: `combinations/${c}/values`, message: `unknown value ref "${ref}"` })
      else if (seen.has(a))
        problems.push({ path: `combinations/${c}/values`, message: `picks two values of attribute "${attributes[a]?.name}"` })
      else seen.add(a)
    }
    if (seen.size !== attributes.length && combination.values.every((r) => attributeOfRef.has(r))) {
      problems.push({ path: `combinations/${c}/values`, message: 'must pick one value of every attribute' })
    }
    const key = variantKey(combination.values)
    if (variants.has(key)) problems.push({ path: `combinations/${c}`, message: 'the same combination is listed twice' })
    variants.add(key)
  })

  ;(doc.multi_selectable_attributes ?? []).forEach((group, g) => {
    const min = group.min_select ?? null
    const max = group.max_select ?? null
    if (min !== null && max !== null && min > max)
      problems.push({ path: `multi_selectable_attributes/${g}`, message: 'min_select cannot exceed max_select' })
    if (min !== null && min > group.values.length)
      problems.push({ path: `multi_selectable_attributes/${g}`, message: 'min_select exceeds the number of values' })
    group.values.forEach((value, v) => {
      for (const ref of value.dependencies ?? []) {
        if (!attributeOfRef.has(ref))
          problems.push({ path: `multi_selectable_attributes/${g}/values/${v}/dependencies`, message: `unknown value ref "${ref}"` })
      }
      for (const price of value.variant_prices ?? []) {
        if (!variants.has(variantKey(price.variant)))
          problems.push({
            path: `multi_selectable_attributes/${g}/values/${v}/variant_prices`,
            message: `no combination is made of ${price.variant.join(' + ')}`,
          })
      }
    })
  })
  if (problems.length === 0) problems.push(...unmetMinimums(doc))
  return problems
}

/**
 * A group whose min_select no variant can meet (its add-ons depend on values or variant prices that
 * leave too few): the panel would show a product nobody can add. Checked with the panel's rule on the
 * document with ids given by position.
 */
function unmetMinimums(doc: ProductInput): Problem[] {
  const refIds = new Map<string, number>()
  const attributes = (doc.attributes ?? []).map((a, ai) => ({
    id: ai + 1,
    values: a.values.map((v, vi) => {
      const id = (ai + 1) * 1000 + vi + 1
      refIds.set(valueRef(v), id)
      return id
    }),
  }))
  const variants = (doc.combinations ?? []).map((c, i) => ({ variant_id: i + 1, ids: c.values.map((r) => refIds.get(r)!) }))
  const choices: { single: SingleSelection; variantId: number | null }[] =
    variants.length === 0
      ? [{ single: {}, variantId: null }]
      : variants.map((v) => ({
          single: Object.fromEntries(attributes.map((a) => [a.id, v.ids.find((id) => a.values.includes(id))!])),
          variantId: v.variant_id,
        }))
  const variantIdOf = new Map((doc.combinations ?? []).map((c, i) => [variantKey(c.values), i + 1]))
  const problems: Problem[] = []
  ;(doc.multi_selectable_attributes ?? []).forEach((group, g) => {
    const min = group.min_select ?? 0
    if (min === 0) return
    const attribute = {
      id: g + 1,
      name: group.name,
      min_select: group.min_select ?? null,
      max_select: group.max_select ?? null,
      values: group.values.map((v, i) => ({
        id: i + 1,
        value: v.value,
        price: v.price ?? null,
        dependencies: (v.dependencies ?? []).map((r) => refIds.get(r)!),
        variant_prices: (v.variant_prices ?? []).map((p) => ({ variant_id: variantIdOf.get(variantKey(p.variant))!, price: p.price })),
      })),
    }
    // Impossible when no variant offers enough: then nobody could ever add the product.
    const open = choices.map((c) => attribute.values.filter((v) => !isMultiValueDisabled(attribute, v, c.single, {}, c.variantId)).length)
    const most = Math.max(...open)
    if (most < min)
      problems.push({
        path: `multi_selectable_attributes/${g}/min_select`,
        message: `needs ${min} choice${min === 1 ? '' : 's'} but no ${variants.length > 0 ? 'variant' : 'order'} can have more than ${most}`,
      })
  })
  return problems
}
