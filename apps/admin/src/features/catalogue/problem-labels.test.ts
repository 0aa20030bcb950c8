import { describe, expect, it } from 'vitest'
import { productProblems } from './problem-labels.ts'

describe("the product editor's problems", () => {
  it("names an option's or an add-on's empty name by where it sits, at the field's own path", () => {
    const found = productProblems([
      { path: 'body/attributes/0/name', message: 'must NOT have fewer than 1 characters' },
      { path: 'body/multi_selectable_attributes/1/name', message: 'must NOT have fewer than 1 characters' },
      { path: 'body/multi_selectable_attributes/0/values/2/value', message: 'must NOT have fewer than 1 characters' },
    ])
    expect(found).toEqual([
      { path: 'attributes/0/name', message: 'Enter the name of option 1' },
      { path: 'multi_selectable_attributes/1/name', message: 'Enter the name of add-on group 2' },
      { path: 'multi_selectable_attributes/0/values/2/value', message: 'Enter the name of add-on 3 in group 1' },
    ])
  })
  it("names the product's own fields, and any other by its last part", () => {
    expect(productProblems([{ path: 'body/slug', message: 'must match pattern "^[a-z0-9]+$"' }])).toEqual([
      { path: 'slug', message: 'Enter a valid address in the shop' },
    ])
    expect(productProblems([{ path: 'body/branches/0/stock', message: 'must be >= 0' }])).toEqual([
      { path: 'branches/0/stock', message: 'Stock must be at least 0' },
    ])
  })
})
