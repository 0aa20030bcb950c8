import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkSelection,
  chooseSingleValue,
  currentCombination,
  defaultSelection,
  isMultiValueDisabled,
  isSingleValueDisabled,
  selectionIds,
  selectionPrice,
  toggleMultiValue,
  type MultiSelection,
  type OptionsProduct,
  type SingleSelection,
} from './options.ts'

/** Random products shaped like the owner API allows: attributes, some combinations, add-on groups. */
const productArb: fc.Arbitrary<OptionsProduct> = fc
  .record({
    attributeSizes: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    keep: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
    prices: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 9, maxLength: 9 }),
    base: fc.integer({ min: 0, max: 5000 }),
    groups: fc.array(
      fc.record({
        size: fc.integer({ min: 1, max: 4 }),
        min: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        extraMax: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        values: fc.array(
          fc.record({
            price: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
            depMask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
            variantMask: fc.array(fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }), { minLength: 9, maxLength: 9 }),
            useDeps: fc.boolean(),
            useVariants: fc.boolean(),
          }),
          { minLength: 4, maxLength: 4 },
        ),
      }),
      { maxLength: 2 },
    ),
  })
  .map(({ attributeSizes, keep, prices, base, groups }) => {
    let nextId = 1
    const attributes = attributeSizes.map((size, a) => ({
      id: a + 1,
      name: `A${a}`,
      values: Array.from({ length: size }, (_, v) => ({ id: nextId++, value: `v${v}` })),
    }))
    const product = attributes.reduce<number[][]>((acc, a) => acc.flatMap((ids) => a.values.map((v) => [...ids, v.id])), [[]])
    let combinations = attributes.length === 0 ? [] : product.filter((_, i) => keep[i % keep.length])
    if (attributes.length > 0 && combinations.length === 0) combinations = [product[0]!]
    const combos = combinations.map((ids, i) => ({ ids, price: prices[i % prices.length]!, variant_id: 100 + i }))
    const singleIds = attributes.flatMap((a) => a.values.map((v) => v.id))
    let multiId = 1000
    const multi = groups.map((g, gi) => {
      const values = g.values.slice(0, g.size).map((v) => ({
        id: multiId++,
        value: `m${multiId}`,
        price: v.price,
        dependencies: v.useDeps ? singleIds.filter((_, i) => v.depMask[i % v.depMask.length]) : [],
        variant_prices: v.useVariants
          ? combos.flatMap((c, i) => (v.variantMask[i % 9] === null ? [] : [{ variant_id: c.variant_id, price: v.variantMask[i % 9]! }]))
          : [],
      }))
      const min = g.min === null ? null : Math.min(g.min, values.length)
      const max = g.extraMax === null ? null : Math.max(1, (min ?? 0) + g.extraMax)
      return { id: 500 + gi, name: `G${gi}`, min_select: min, max_select: max, values }
    })
    return { name: 'P', selling_price: base, attributes, combinations: combos, multi_selectable_attributes: multi }
  })

type Action = { kind: 'single' | 'multi'; pick: number }
const actionsArb = fc.array(fc.record({ kind: fc.constantFrom<'single' | 'multi'>('single', 'multi'), pick: fc.nat() }), { maxLength: 12 })

/** Plays the panel: only enabled values can be chosen, exactly as the UI allows. */
function playPanel(product: OptionsProduct, actions: Action[]): { single: SingleSelection; multi: MultiSelection } {
  let single = defaultSelection(product)
  let multi: MultiSelection = {}
  for (const action of actions) {
    if (action.kind === 'single') {
      const options = product.attributes.flatMap((a) =>
        a.values.filter((v) => !isSingleValueDisabled(product, a.id, v.id, single)).map((v) => [a.id, v.id] as const),
      )
      const choice = options[action.pick % Math.max(1, options.length)]
      if (choice) ({ single, multi } = chooseSingleValue(single, choice[0], choice[1]))
    } else {
      const variant = currentCombination(product, single)?.variant_id ?? null
      const options = product.multi_selectable_attributes.flatMap((m) =>
        m.values
          .filter((v) => (multi[m.id] ?? []).includes(v.id) || !isMultiValueDisabled(m, v, single, multi, variant))
          .map((v) => [m, v.id] as const),
      )
      const choice = options[action.pick % Math.max(1, options.length)]
      if (choice) multi = toggleMultiValue(choice[0], multi, choice[1])
    }
  }
  return { single, multi }
}

const meetsMinimums = (product: OptionsProduct, multi: MultiSelection) =>
  product.multi_selectable_attributes.every((m) => m.min_select === null || (multi[m.id] ?? []).length >= m.min_select)

describe('options rules (property tests)', () => {
  it('the server accepts every selection the panel allows, at the price the panel shows', () => {
    fc.assert(
      fc.property(productArb, actionsArb, (product, actions) => {
        const { single, multi } = playPanel(product, actions)
        const ids = selectionIds(single, multi)
        const check = checkSelection(product, ids.selected_attributes, ids.selected_multi_attributes)
        if (!meetsMinimums(product, multi)) {
          expect(check.ok).toBe(false)
          if (!check.ok) expect(check.message).toMatch(/^Please select at least \d+ options for G\d$/)
          return
        }
        expect(check).toMatchObject({ ok: true, unitPrice: selectionPrice(product, single, multi) })
      }),
      { numRuns: 400 },
    )
  })

  it('the server refuses every add-on the panel disables', () => {
    fc.assert(
      fc.property(productArb, actionsArb, fc.nat(), (product, actions, pick) => {
        const { single, multi } = playPanel(product, actions)
        const variant = currentCombination(product, single)?.variant_id ?? null
        const disabled = product.multi_selectable_attributes.flatMap((m) =>
          m.values
            .filter((v) => !(multi[m.id] ?? []).includes(v.id) && isMultiValueDisabled(m, v, single, multi, variant))
            .map((v) => v.id),
        )
        fc.pre(disabled.length > 0)
        const ids = selectionIds(single, multi)
        const check = checkSelection(product, ids.selected_attributes, [
          ...ids.selected_multi_attributes,
          disabled[pick % disabled.length]!,
        ])
        expect(check.ok).toBe(false)
      }),
      { numRuns: 400 },
    )
  })

  it('refuses value ids of another product, duplicates and missing attributes', () => {
    fc.assert(
      fc.property(productArb, fc.integer({ min: 5000, max: 9999 }), (product, foreign) => {
        const single = defaultSelection(product)
        const ids = selectionIds(single, {})
        expect(checkSelection(product, [...ids.selected_attributes, foreign], []).ok).toBe(false)
        expect(checkSelection(product, ids.selected_attributes, [foreign]).ok).toBe(false)
        if (product.attributes.length > 0) {
          expect(checkSelection(product, [], []).ok).toBe(false)
          expect(checkSelection(product, [...ids.selected_attributes, ids.selected_attributes[0]!], []).ok).toBe(false)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('a price is the base plus its add-ons, never negative', () => {
    fc.assert(
      fc.property(productArb, actionsArb, (product, actions) => {
        const { single, multi } = playPanel(product, actions)
        const price = selectionPrice(product, single, multi)
        const base = currentCombination(product, single)?.price ?? product.selling_price
        expect(price).toBeGreaterThanOrEqual(base)
        expect(price).toBeGreaterThanOrEqual(0)
        expect(Number.isInteger(price)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

describe('options rules (spec examples)', () => {
  const pizza: OptionsProduct = {
    name: 'Pizza',
    selling_price: 1000,
    attributes: [
      {
        id: 1,
        name: 'Size',
        values: [
          { id: 1, value: 'S' },
          { id: 2, value: 'L' },
        ],
      },
      {
        id: 2,
        name: 'Crust',
        values: [
          { id: 3, value: 'Thin' },
          { id: 4, value: 'Thick' },
        ],
      },
    ],
    combinations: [
      { ids: [1, 3], price: 1000, variant_id: 11 },
      { ids: [2, 3], price: 1400, variant_id: 12 },
      { ids: [2, 4], price: 1500, variant_id: 13 },
    ],
    multi_selectable_attributes: [
      {
        id: 9,
        name: 'Toppings',
        min_select: 1,
        max_select: 2,
        values: [
          {
            id: 91,
            value: 'Ham',
            price: 200,
            dependencies: [],
            variant_prices: [
              { variant_id: 12, price: 300 },
              { variant_id: 11, price: 200 },
            ],
          },
          { id: 92, value: 'Basil', price: 50, dependencies: [2], variant_prices: [] },
          { id: 93, value: 'Olives', price: null, dependencies: [], variant_prices: [] },
        ],
      },
    ],
  }
  it('disables a single value no combination has with the other choices', () => {
    expect(isSingleValueDisabled(pizza, 2, 4, { 1: 1, 2: 3 })).toBe(true) // S + Thick does not exist
    expect(isSingleValueDisabled(pizza, 2, 4, { 1: 2, 2: 3 })).toBe(false)
  })
  it('disables add-ons by dependency, max and variant price', () => {
    const [toppings] = pizza.multi_selectable_attributes
    expect(isMultiValueDisabled(toppings!, toppings!.values[1]!, { 1: 1, 2: 3 }, {}, 11)).toBe(true) // Basil needs L
    expect(isMultiValueDisabled(toppings!, toppings!.values[0]!, { 1: 2, 2: 4 }, {}, 13)).toBe(true) // Ham has no price for L+Thick
    expect(isMultiValueDisabled(toppings!, toppings!.values[2]!, { 1: 2, 2: 3 }, { 9: [91, 92] }, 12)).toBe(true) // max 2 reached
    expect(toggleMultiValue(toppings!, { 9: [91, 92] }, 93)).toEqual({ 9: [91, 92] })
    expect(toggleMultiValue(toppings!, { 9: [91, 92] }, 91)).toEqual({ 9: [92] })
  })
  it('prices the variant plus add-ons, and explains a missing minimum', () => {
    expect(checkSelection(pizza, [2, 3], [91, 93])).toMatchObject({ ok: true, unitPrice: 1700 })
    expect(checkSelection(pizza, [2, 3], [])).toEqual({ ok: false, message: 'Please select at least 1 options for Toppings' })
    expect(checkSelection(pizza, [1, 4], [93])).toEqual({ ok: false, message: 'That option is not available for Pizza' })
    expect(checkSelection(pizza, [2, 3], [91, 92, 93])).toEqual({ ok: false, message: 'You can choose at most 2 options for Toppings' })
    expect(chooseSingleValue({ 1: 1, 2: 3 }, 1, 2)).toEqual({ single: { 1: 2, 2: 3 }, multi: {} })
  })
})
