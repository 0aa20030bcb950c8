import { describe, expect, it } from 'vitest'
import { contrastRatio, contrastWarnings, THEME_TINTS, themeTint, themeVariables } from './theme.ts'

/** Decision 0038: whatever colours the owner picks, the storefront's pairings keep WCAG AA (4.5:1). */
describe('themeVariables', () => {
  const tint20 = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) * 0.2 + 255 * 0.8)
    return `#${[r!, g!, b!].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
  }

  for (const brand of ['#ffff00', '#00ffff', '#000000', '#777777', '#c2410c', '#1f2937', '#ffffff', '#ff69b4', '#3b82f6', '#fff']) {
    it(`keeps AA for a brand of ${brand}, with the owner's text colours badly chosen`, () => {
      const v = themeVariables({ storeBgColor: brand, storeTextOnBgColor: brand, storeTextColor: '#eeeeee' })
      expect(contrastRatio(v['--store-text-on-bg']!, v['--store-bg']!)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(v['--store-bg-ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(v['--store-bg-ink']!, tint20(v['--store-bg']!))).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(v['--store-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    })
  }

  it('keeps the owner’s choices when they already read well', () => {
    expect(themeVariables({ storeBgColor: '#c2410c', storeTextOnBgColor: '#ffffff', storeTextColor: '#1c1917' })).toMatchObject({
      '--store-bg': '#c2410c',
      '--store-text-on-bg': '#ffffff',
      '--store-text': '#1c1917',
    })
    // A dark brand is its own ink.
    expect(themeVariables({ storeBgColor: '#1f2937' })['--store-bg-ink']).toBe('#1f2937')
  })

  it('falls back to the default brand for a value that is not a colour', () => {
    expect(themeVariables({ storeBgColor: 'red;}body{display:none' })['--store-bg']).toBe('#1f2937')
  })

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})

describe('the owner app’s theme checks', () => {
  it('tints the brand as color-mix over white does, at spec §9’s 5/10/15/20%', () => {
    expect(THEME_TINTS.map((p) => themeTint('#000000', p))).toEqual(['#f2f2f2', '#e6e6e6', '#d9d9d9', '#cccccc'])
    expect(themeTint('#c2410c', 20)).toBe('#f3d9ce')
    expect(themeTint('red', 10)).toBeNull()
  })

  it('warns about each text colour that fails AA, naming what shoppers see instead', () => {
    expect(contrastWarnings({ storeBgColor: '#1f2937', storeTextOnBgColor: '#ffffff', storeTextColor: '#111827' })).toEqual([])
    const warnings = contrastWarnings({ storeBgColor: '#facc15', storeTextOnBgColor: '#ffffff', storeTextColor: '#cccccc' })
    expect(warnings.map((w) => [w.setting, w.replacement])).toEqual([
      ['storeTextOnBgColor', '#000000'],
      ['storeTextColor', '#111827'],
    ])
    expect(warnings[1]!.ratio).toBeCloseTo(1.61, 2)
    // Unset or unreadable colours are not the owner's choice: nothing to warn about.
    expect(contrastWarnings({ storeTextColor: 'grey' })).toEqual([])
  })
})
