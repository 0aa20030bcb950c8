import { describe, expect, it } from 'vitest'
import type { ProductInput } from './contracts/owner-inputs.ts'
import { checkProductDocument } from './product-document.ts'

const pizza = (groups: ProductInput['multi_selectable_attributes']): ProductInput => ({
  name: 'Pizza',
  slug: 'pizza',
  selling_price: 1000,
  attributes: [{ name: 'Size', values: [{ value: 'S' }, { value: 'L' }] }],
  combinations: [
    { values: ['S'], price: 1000 },
    { values: ['L'], price: 1400 },
  ],
  multi_selectable_attributes: groups,
})

describe('product document rules (the editor and the server)', () => {
  it('names the field of a minimum above the values, or a dependency on a value that does not exist', () => {
    expect(checkProductDocument(pizza([{ name: 'Sauce', min_select: 3, values: [{ value: 'Red' }, { value: 'White' }] }]))).toEqual([
      { path: 'multi_selectable_attributes/0', message: 'min_select exceeds the number of values' },
    ])
    expect(checkProductDocument(pizza([{ name: 'Sauce', values: [{ value: 'Red', dependencies: ['XL'] }] }]))).toEqual([
      { path: 'multi_selectable_attributes/0/values/0/dependencies', message: 'unknown value ref "XL"' },
    ])
  })

  it("refuses a minimum no variant can meet by the options panel's rule", () => {
    // Two extras are needed, but each size offers only one of them: nobody could add this pizza.
    const never = pizza([
      {
        name: 'Extras',
        min_select: 2,
        values: [
          { value: 'Ham', dependencies: ['L'] },
          { value: 'Olives', dependencies: ['S'] },
        ],
      },
    ])
    expect(checkProductDocument(never)).toEqual([
      { path: 'multi_selectable_attributes/0/min_select', message: 'needs 2 choices but no variant can have more than 1' },
    ])
    // One size can: the product can be bought.
    const onlyLarge = pizza([{ name: 'Extras', min_select: 1, values: [{ value: 'Ham', dependencies: ['L'] }] }])
    expect(checkProductDocument(onlyLarge)).toEqual([])
    const priced = pizza([
      { name: 'Extras', min_select: 1, values: [{ value: 'Ham', variant_prices: [{ variant: ['L'], price: 300 }] }, { value: 'Olives' }] },
    ])
    expect(checkProductDocument(priced)).toEqual([])
    expect(checkProductDocument({ name: 'Tea', slug: 'tea', selling_price: 100 })).toEqual([])
  })
})
