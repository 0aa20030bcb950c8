import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'htmlparser2'
import type { AuditPage, OwnerPage, PageSaved } from '@store/core'
import { XSS_CORPUS } from '../../e2e/xss-corpus.ts'
import { unique } from '../support/factories.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * Content pages through the owner API, on SQLite and PostgreSQL (decisions 0082, 0091): what is
 * stored and served has nothing runnable whatever the owner sends, the owner is told what went, a
 * page as the editor writes it comes back unchanged, a draft is a 404 to shoppers, slugs are checked
 * and unique, SEO fields round trip, and every write is audited.
 */

/** Owner HTML that would run script or leave the shop, beyond the review corpus: the page call must clean each. */
const PAGE_ATTACKS: readonly string[] = [
  '<p>Hi</p><script>alert(1)</script>',
  '<img src="/photos/a-1280.webp" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">entity-encoded scheme</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded entities</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="java\tscript:alert(1)">tab inside</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example/phish">protocol-relative</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  '<p style="width: expression(alert(1))">CSS expression</p>',
  '<div style="background:url(javascript:alert(1))">CSS url</div>',
  '<style>p { behavior: url(x.htc) } body { background: expression(alert(1)) }</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="card"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<p onclick="alert(1)" onmouseover="alert(2)">handlers</p>',
  '<a href="https://example.com" target="_blank">new tab</a>',
]

/** Tags the allow-list keeps (apps/server/src/html/owner-html.ts). */
const KEPT = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code ul ol li dl dt dd strong b em i u s small sub sup mark span div section a img figure figcaption table thead tbody tr th td caption'.split(
    ' ',
  ),
)

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[] }

/** Everything in stored HTML that could run or leave the shop, each as a phrase (empty: safe). */
function runnable(html: string): string[] {
  const found: string[] = []
  const walk = (node: Node) => {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const name = node.name!
      if (!KEPT.has(name)) found.push(`<${name}>`)
      for (const [attr, raw] of Object.entries(node.attribs ?? {})) {
        if (/^on/i.test(attr) || attr === 'style' || attr === 'srcdoc') found.push(`${attr} on <${name}>`)
        // What a browser would follow: entities decoded by the parser, spaces and controls squeezed out.
        const url = [...raw]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase()
        if ((attr === 'href' || attr === 'src') && (/^(javascript|vbscript|data):/.test(url) || url.startsWith('//')))
          found.push(`${attr}=${raw} on <${name}>`)
        if (attr === 'target' && raw === '_blank' && !/noopener/.test(node.attribs?.rel ?? '')) found.push('target without noopener')
      }
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(parseDocument(html, { decodeEntities: true }) as unknown as Node)
  return found
}

describe.skipIf(!databaseAvailable)('owner API: content pages', () => {
  let t: TestApp
  let manager: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    manager = await staffSession(t.app, 'manager', 'Pia Pages')
  })
  afterAll(async () => {
    await t?.close()
  })

  const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${path}`,
      headers: ownerHeaders,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const shop = (path: string) => t.app.inject({ url: path })
  const create = async (page: Record<string, unknown>) => {
    const res = await owner('POST', '/pages', { title: 'Page', slug: unique('page'), content: '<p>Text</p>', ...page })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as PageSaved
  }

  it('stores and serves nothing runnable from the XSS corpus, and says what it removed', async () => {
    for (const attack of [...XSS_CORPUS, ...PAGE_ATTACKS]) {
      const slug = unique('xss')
      const saved = await create({ slug, content: `<h2>Before</h2>${attack}<p>After</p>` })
      const stored = (await owner('GET', `/pages/${saved.id}`)).json() as OwnerPage
      expect(runnable(stored.content), `${attack} → ${stored.content}`).toEqual([])
      // Shoppers get the same cleaned text the owner's app shows.
      expect((await shop(`/api/get-page?slug=${slug}`)).json().page.content).toBe(stored.content)
      expect(stored.content, attack).toContain('<h2>Before</h2>')
      // Each page attack has something to take out, and the owner is told (a new tab only gains rel="noopener").
      if (PAGE_ATTACKS.includes(attack) && !attack.includes('target="_blank"'))
        expect(saved.removed.length, `${attack} removed nothing`).toBeGreaterThan(0)
    }
    const named = await create({
      content: '<p onclick="x()">a</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:x()">b</a>',
    })
    expect(named.removed).toEqual(['onclick attribute on <p>', '<script> element', '<iframe> element', 'unsafe href URL on <a>'])
  })

  it('keeps a page as the editor writes it: headings, lists, links, pictures, bold and italic', async () => {
    const content = [
      '<h2>Opening hours</h2>',
      '<p>We open <strong>every day</strong>, <em>even holidays</em>.</p>',
      '<h3>Where</h3>',
      '<ul><li><p>12 Market Street</p></li><li><p>88 River Road</p></li></ul>',
      '<ol><li><p>Order</p></li><li><p>Collect</p></li></ol>',
      '<p><a href="https://maps.example.com/shop">Map</a>, <a href="/page/contact">contact</a>, <a href="mailto:hi@example.com">mail</a>, <a href="tel:+15550100">call</a></p>',
      '<img src="/photos/0123456789abcdef0123456789abcdef-1280.webp" alt="The shop front">',
    ].join('')
    const saved = await create({ content })
    expect(saved.removed).toEqual([])
    // sanitize-html writes a picture as a void element (`/>`); everything else is as sent.
    expect(((await owner('GET', `/pages/${saved.id}`)).json() as OwnerPage).content).toBe(
      content.replace('alt="The shop front">', 'alt="The shop front" />'),
    )
  })

  it('answers 404 to shoppers for a draft, and shows it once published', async () => {
    const slug = unique('draft')
    const { id } = await create({ slug, title: 'Coming soon', published: false })
    const listed = async () => ((await shop('/api/get-pages')).json().pages as { slug: string }[]).map((p) => p.slug)
    expect((await shop(`/api/get-page?slug=${slug}`)).statusCode).toBe(404)
    expect(await listed()).not.toContain(slug)
    expect((await owner('GET', '/pages')).json().items.find((p: OwnerPage) => p.id === id)).toMatchObject({ published: false })

    const put = (published: boolean) => owner('PUT', `/pages/${id}`, { title: 'Coming soon', slug, content: '<p>Soon</p>', published })
    expect((await put(true)).statusCode).toBe(200)
    expect((await shop(`/api/get-page?slug=${slug}`)).json().page).toMatchObject({ title: 'Coming soon', content: '<p>Soon</p>' })
    expect(await listed()).toContain(slug)
    // Back to a draft: gone again at once (the pages' cache version moved).
    expect((await put(false)).statusCode).toBe(200)
    expect((await shop(`/api/get-page?slug=${slug}`)).statusCode).toBe(404)
    expect(await listed()).not.toContain(slug)
  })

  it('checks slugs: the pattern, and one page each, even when saved at once', async () => {
    for (const slug of ['About Us', 'about_us', '-about', 'about-', 'a'.repeat(201), '', 'über']) {
      const res = await owner('POST', '/pages', { title: 'About', slug, content: '' })
      expect(res.statusCode, slug).toBe(422)
      expect(res.json().errors[0].path, slug).toBe('body/slug')
    }
    const slug = unique('about')
    const { id } = await create({ slug })
    const clash = await owner('POST', '/pages', { title: 'Again', slug, content: '' })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors).toEqual([{ path: 'slug', message: 'is already used' }])
    const other = await create({})
    const moved = await owner('PUT', `/pages/${other.id}`, { title: 'Other', slug, content: '' })
    expect(moved.statusCode).toBe(422)
    expect((await owner('PUT', `/pages/${id}`, { title: 'Same slug kept', slug, content: '' })).statusCode).toBe(200)

    const racing = unique('race')
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => owner('POST', '/pages', { title: `Race ${i}`, slug: racing, content: '' })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422])
  })

  it('keeps the SEO fields, answers them to the storefront, and refuses bad input with the field named', async () => {
    const slug = unique('seo')
    const { id } = await create({ slug, title: 'Delivery', seo_title: '  Delivery areas and fees  ', seo_description: 'Where we deliver.' })
    expect((await owner('GET', `/pages/${id}`)).json()).toMatchObject({
      seo_title: 'Delivery areas and fees',
      seo_description: 'Where we deliver.',
    })
    expect((await shop(`/api/get-page?slug=${slug}`)).json().page).toMatchObject({
      seo_title: 'Delivery areas and fees',
      seo_description: 'Where we deliver.',
    })
    const bad: [Record<string, unknown>, string][] = [
      [{ seo_title: 'x'.repeat(201) }, 'body/seo_title'],
      [{ seo_description: 'x'.repeat(501) }, 'body/seo_description'],
      [{ title: '' }, 'body/title'],
      [{ title: 'x'.repeat(201) }, 'body/title'],
      [{ content: 'x'.repeat(200_001) }, 'body/content'],
      [{ published: 'yes' }, 'body/published'],
      [{ position: 2.5 }, 'body/position'],
      [{ position: 5_000_000 }, 'body/position'],
      [{ author: 'me' }, 'body/author'],
    ]
    for (const [change, path] of bad) {
      const res = await owner('POST', '/pages', { title: 'T', slug: unique('bad'), content: '', ...change })
      expect(res.statusCode, JSON.stringify(change).slice(0, 60)).toBe(422)
      expect(res.json().errors[0].path).toBe(path)
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      payload: `{"title":"T","slug":"${unique('huge')}","content":"","position":1e309}`,
    })
    expect(huge.statusCode).toBe(422)
    expect((await owner('PUT', '/pages/2147483000', { title: 'T', slug: unique('none'), content: '' })).statusCode).toBe(404)
  })

  it("audits a manager's page writes, and refuses staff", async () => {
    const headers = manager.headers
    const slug = unique('audited')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers,
      payload: { title: 'Terms', slug, content: '<p>v1</p>' },
    })
    const id = created.json().id as number
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${id}`,
      headers,
      payload: { title: 'Terms', slug, content: '<p>v2</p>', published: false },
    })
    await t.app.inject({ method: 'DELETE', url: `/api/admin/pages/${id}`, headers })
    const { items } = (await owner('GET', `/audit?object_type=page&object_id=${id}`)).json() as AuditPage
    expect(items.map((e) => [e.action, e.actor])).toEqual([
      ['delete', 'Pia Pages'],
      ['update', 'Pia Pages'],
      ['create', 'Pia Pages'],
    ])
    expect(items[1]!.changes).toEqual({ content: { before: '<p>v1</p>', after: '<p>v2</p>' }, published: { before: true, after: false } })
    const staff = await staffSession(t.app, 'staff')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: staff.headers,
      payload: { title: 'X', slug: unique('x'), content: '' },
    })
    expect(refused.statusCode).toBe(403)
  })
})
