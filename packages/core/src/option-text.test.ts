import { describe, expect, it } from 'vitest'
import { optionsText } from './option-text.ts'

describe('optionsText', () => {
  const options = [
    { name: 'Size', value: 'Large', price: 0 },
    { name: 'Extras', value: 'Bacon', price: 150 },
    { name: 'Extras', value: 'Cheddar', price: 0 },
  ]
  it('names each group once', () => {
    expect(optionsText(options)).toBe('Size: Large; Extras: Bacon, Cheddar')
  })
  it('says what an option adds when given a money format', () => {
    expect(optionsText(options, (minor) => `$${(minor / 100).toFixed(2)}`)).toBe('Size: Large; Extras: Bacon (+$1.50), Cheddar')
  })
  it('is empty for a line without options', () => {
    expect(optionsText([])).toBe('')
  })
})
