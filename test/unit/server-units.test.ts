import { describe, expect, it } from 'vitest'
import { ftsPrefixQuery, nameMatches, searchWords, tsPrefixQuery, wordPrefixes } from '../../apps/server/src/catalogue/search-words.ts'
import { LruCache } from '../../apps/server/src/cache/response-cache.ts'
import { PageCache } from '../../apps/server/src/web/page-cache.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { checkProductDocument } from '@store/core'
import { renderDemoSvg } from '../../apps/server/src/web/demo-images.ts'
import { DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalogue.ts'

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, at most 8 words', () => {
    expect(searchWords('  Pizza  "Marg*  ')).toEqual(['pizza', 'marg'])
    expect(searchWords('Jalapeño 500ml')).toEqual(['jalapeño', '500ml'])
    expect(searchWords('a:* & b | !c')).toEqual(['a', 'b', 'c'])
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8)
    expect(searchWords('!!! ---')).toEqual([])
  })
})

describe('wordPrefixes', () => {
  it('searches an English plural by its singular, and leaves other words whole', () => {
    const cases: [string, string[]][] = [
      ['burgers', ['burger']],
      ['pizzas', ['pizza']],
      ['peas', ['pea']],
      ['boxes', ['box']],
      ['sandwiches', ['sandwich']],
      ['dishes', ['dish']],
      ['glasses', ['glass']],
      ['tomatoes', ['tomato']],
      ['shoes', ['shoe']],
      ['berries', ['berrie', 'berry']],
      ['fries', ['frie', 'fry']],
      ['pies', ['pie']],
      // Not plurals, or too short to cut: whole.
      ['glass', ['glass']],
      ['hummus', ['hummus']],
      ['bus', ['bus']],
      ['axes', ['axes']],
      ['burger', ['burger']],
      ['jalapeños', ['jalapeños']],
      ['500ml', ['500ml']],
    ]
    for (const [word, prefixes] of cases) expect(wordPrefixes(word), word).toEqual(prefixes)
  })

  it('matches a name when every word, or its singular, starts one of its words', () => {
    expect(nameMatches('Burgers', ['burger'])).toBe(true)
    expect(nameMatches('Burgers', ['burgers'])).toBe(true)
    expect(nameMatches('Burgers', ['bur'])).toBe(true)
    expect(nameMatches('Hot drinks', ['drink', 'hot'])).toBe(true)
    expect(nameMatches('Jalapeño specials', ['jalapeno'])).toBe(true)
    expect(nameMatches('Burgers', ['bbq', 'burger'])).toBe(false)
    expect(nameMatches('Cheeseburgers', ['burger'])).toBe(false)
    expect(nameMatches('Burgers', [])).toBe(false)
  })

  it('writes each word as a prefix query, the forms of a plural joined by OR', () => {
    expect(ftsPrefixQuery(['berries', 'pie'])).toBe('("berrie"* OR "berry"*) AND "pie"*')
    expect(tsPrefixQuery(['berries', 'pizzas'])).toBe('(berrie:* | berry:*) & pizza:*')
  })
})

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new LruCache<string>(2)
    cache.set('a', '1')
    cache.set('b', '2')
    cache.get('a')
    cache.set('c', '3')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('1')
    expect(cache.get('c')).toBe('3')
  })
})

describe('PageCache', () => {
  it('keeps the store’s own pages while one distinct query after another is rendered', () => {
    const cache = new PageCache<string>({ pages: 3, withQuery: 2, missing: 2 })
    cache.set('/', 'home', 'home page')
    cache.set('/product/margherita-pizza', 'pizza', 'pizza page')
    for (let i = 0; i < 1000; i++) cache.set(`/search?q=${i}`, `search ${i}`, `results ${i}`)
    expect(cache.get('/', 'home')).toBe('home page')
    expect(cache.get('/product/margherita-pizza', 'pizza')).toBe('pizza page')
    // The queries keep their own few, most recent first.
    expect(cache.get('/search?q=999', 'search 999')).toBe('results 999')
    expect(cache.get('/search?q=998', 'search 998')).toBe('results 998')
    expect(cache.get('/search?q=997', 'search 997')).toBeUndefined()
  })

  it('keeps the store’s own pages while one dead link after another is rendered', () => {
    const cache = new PageCache<string>({ pages: 3, withQuery: 2, missing: 2 })
    cache.set('/', 'home', 'home page')
    cache.set('/product/margherita-pizza', 'pizza', 'pizza page')
    for (let i = 0; i < 1000; i++) cache.set(`/product/gone-${i}`, `gone ${i}`, `not found ${i}`, { missing: true })
    expect(cache.get('/', 'home')).toBe('home page')
    expect(cache.get('/product/margherita-pizza', 'pizza')).toBe('pizza page')
    // The dead links keep their own few, most recent first, found by the same lookup as any page.
    expect(cache.get('/product/gone-999', 'gone 999')).toBe('not found 999')
    expect(cache.get('/product/gone-998', 'gone 998')).toBe('not found 998')
    expect(cache.get('/product/gone-997', 'gone 997')).toBeUndefined()
  })
})

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, [])
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeNull()
    expect(config.seedOnFirstRun).toBe('demo')
    expect(config.sqlitePath).toMatch(/data\/store\.sqlite$/)
  })
  it('reads --empty and reports every problem at once', () => {
    expect(loadConfig({}, ['--empty']).seedOnFirstRun).toBe('empty')
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', OWNER_TOKEN: 'short' }, [])).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*OWNER_TOKEN/,
    )
  })
})

describe('checkProductDocument', () => {
  it('accepts every demo product', () => {
    for (const product of DEMO_PRODUCTS) expect(checkProductDocument(product), product.slug).toEqual([])
  })
  it('finds a combination that misses an attribute', () => {
    const problems = checkProductDocument({
      name: 'x',
      slug: 'x',
      selling_price: 1,
      attributes: [
        { name: 'A', values: [{ value: 'a1' }] },
        { name: 'B', values: [{ value: 'b1' }] },
      ],
      combinations: [{ values: ['a1'], price: 1 }],
    })
    expect(problems).toEqual([{ path: 'combinations/0/values', message: 'must pick one value of every attribute' }])
  })
  it('finds duplicate refs and duplicate combinations', () => {
    const problems = checkProductDocument({
      name: 'x',
      slug: 'x',
      selling_price: 1,
      attributes: [
        { name: 'A', values: [{ value: 'Regular' }] },
        { name: 'B', values: [{ value: 'Regular' }] },
      ],
      combinations: [{ values: ['Regular'], price: 1 }],
    })
    expect(problems.map((p) => p.message)).toContain('ref "Regular" is used twice; give one of them a distinct ref')
  })
})

describe('renderDemoSvg', () => {
  it('escapes the label so an image can never carry markup', () => {
    const svg = renderDemoSvg('<script>alert(1)</script>', 10, 100, 50)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('width="100" height="50"')
  })
})
