import { describe, expect, it } from 'vitest'
import { appendedProducts } from './paging.ts'

describe('appendedProducts', () => {
  it('keeps the pages’ order and shows a product that moved to a later page once, where it was first seen', () => {
    const pages = [{ products: [{ id: 1 }, { id: 2 }] }, { products: [{ id: 3 }, { id: 4 }] }, { products: [{ id: 2 }, { id: 5 }] }]
    expect(appendedProducts(pages).map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
  })
})
