import { describe, expect, it } from 'vitest'
import { EMPTY_PRODUCT } from './useProductDraft.ts'
import { checkProduct, documentProblemText } from './document-problems.ts'

describe("the product editor's own check", () => {
  it("names the add-on group and says the rule in the editor's words, at the same path", () => {
    const doc = {
      ...EMPTY_PRODUCT,
      name: 'Soup',
      multi_selectable_attributes: [{ name: 'Bread', min_select: 2, values: [{ value: 'Naan' }] }],
    }
    expect(checkProduct(doc)).toEqual([
      { path: 'multi_selectable_attributes/0', message: 'Add-on group 1: "At least" is more than the add-ons in the group' },
    ])
  })
  it('names options, values and combinations by their number, and keeps a rule it has no words for', () => {
    expect(
      documentProblemText({ path: 'attributes/1/values/0', message: 'ref "large" is used twice; give one of them a distinct ref' }),
    ).toBe('Option 2, value 1: "large" is a value of two options; give one of them another name')
    expect(documentProblemText({ path: 'combinations', message: 'a product with attributes needs at least one combination' })).toBe(
      'Combinations: offer at least one combination of the options',
    )
    expect(
      documentProblemText({
        path: 'multi_selectable_attributes/0/min_select',
        message: 'needs 2 choices but no variant can have more than 1',
      }),
    ).toBe('Add-on group 1: "At least" asks for 2, but no combination can have more than 1')
    expect(documentProblemText({ path: 'combinations/2', message: 'something new' })).toBe('Combination 3: something new')
  })
})
