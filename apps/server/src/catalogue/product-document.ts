import type { ProductInput } from '@store/core'

type Problem = { path: string; message: string }

export const valueRef = (v: { value: string; ref?: string }) => v.ref ?? v.value
/** A combination is identified by its set of value refs, in any order. */
export const variantKey = (refs: string[]) => [...refs].sort().join('\u0000')

/**
 * Checks that a product's options are coherent before anything is written: refs are unique,
 * each combination picks exactly one value of every attribute, add-on dependencies and variant
 * prices name values and combinations that exist, and min/max can be met.
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
  return problems
}
