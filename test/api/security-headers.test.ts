import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'
import { OWNER_TOKEN, ownerHeaders } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'

/** A built index.html's shape (vite build): a module entry, its preloads, and the server's markers. */
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head-->
<script type="module" crossorigin src="/assets/index-test.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-test.js">
</head><body><div id="root"></div><!--app-bootstrap--></body></html>`

const directives = (csp: string) => new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const))
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe.skipIf(!databaseAvailable)('security headers', () => {
  let database: TestDatabase
  let distDir: string
  const apps: App[] = []
  const start = async (env: Record<string, string> = {}) => {
    const app = await buildApp({
      config: { ...loadConfig(env, []), cacheVersionTtlMs: 0, webDistDir: distDir },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
      notFoundLimit: { maxPerWindow: 3, windowMs: 60_000 },
    })
    apps.push(app)
    return app
  }
  let app: App
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-web-'))
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE)
    app = await start()
  })
  afterAll(async () => {
    for (const a of apps) await a.close()
    await database?.drop()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })

  it('sends nosniff, the referrer policy and a policy that allows nothing on API answers, and no HSTS over http', async () => {
    for (const url of ['/api/get-products', '/api/get-data', '/api/nothing-here']) {
      const res = await app.inject({ url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const csp = directives(String(res.headers['content-security-policy']))
      expect(csp.get('default-src')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'self'"])
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('gives each page a policy that allows exactly its inline scripts and style, by hash', async () => {
    for (const url of ['/', '/product/margherita-pizza', '/cart', '/product/no-such-thing']) {
      const res = await app.inject({ url })
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      const csp = directives(String(res.headers['content-security-policy']))
      const inlineScripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      expect(inlineScripts.length, url).toBeGreaterThan(0)
      expect(csp.get('script-src')).toEqual(["'self'", ...inlineScripts.map(hashOf)])
      const inlineStyles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
      expect(csp.get('style-src')).toEqual(["'self'", ...inlineStyles.map(hashOf)])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('img-src')).toContain('https:')
      // No plugin is on in the demo: no third party may run code or be called.
      expect(csp.get('connect-src')).toEqual(["'self'"])
    }
    // Compressed answers carry the same policy.
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-security-policy']).toBe((await app.inject({ url: '/' })).headers['content-security-policy'])
  })

  it('adds the origins of the plugins the owner turns on, and only those', async () => {
    const put = (settings: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        payload: settings,
      })
    expect((await put({ plugin_crisp_chat_enable: true, plugin_crisp_website_id: 'test-site' })).statusCode).toBe(200)
    const crisp = directives(String((await app.inject({ url: '/' })).headers['content-security-policy']))
    expect(crisp.get('script-src')).toContain('https://client.crisp.chat')
    expect(crisp.get('connect-src')).toContain('wss://client.relay.crisp.chat')
    // Crisp injects inline styles; a hash beside 'unsafe-inline' would make browsers ignore it.
    expect(crisp.get('style-src')).toContain("'unsafe-inline'")
    expect(crisp.get('style-src')!.some((s) => s.startsWith("'sha256-"))).toBe(false)
    expect(crisp.get('script-src')).not.toContain('https://www.googletagmanager.com')
    expect((await put({ plugin_crisp_chat_enable: false, plugin_analytics_enable: true })).statusCode).toBe(200)
    const analytics = directives(String((await app.inject({ url: '/' })).headers['content-security-policy']))
    expect(analytics.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(analytics.get('script-src')).not.toContain('https://client.crisp.chat')
    expect((await put({ plugin_analytics_enable: false })).statusCode).toBe(200)
  })

  it("allows Razorpay's checkout (script, frames, calls) only when the store has Razorpay keys", async () => {
    const withKeys = await start({
      RAZORPAY_KEY_ID: 'rzp_test_abcdef123456',
      RAZORPAY_KEY_SECRET: 'test-secret-0123456789',
      RAZORPAY_API_URL: 'http://127.0.0.1:9711',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9712/v1/checkout.js',
    })
    for (const url of ['/checkout', '/']) {
      const csp = directives(String((await withKeys.inject({ url })).headers['content-security-policy']))
      expect(csp.get('script-src'), url).toContain('http://127.0.0.1:9712')
      expect(csp.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:9711', 'http://127.0.0.1:9712'])
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9711', 'http://127.0.0.1:9712'])
    }
    // Razorpay itself: its checkout origin, its API frame, and its logging origin.
    const live = await start({ RAZORPAY_KEY_ID: 'rzp_live_abcdef123456', RAZORPAY_KEY_SECRET: 'live-secret-0123456789' })
    const csp = directives(String((await live.inject({ url: '/checkout' })).headers['content-security-policy']))
    expect(csp.get('script-src')).toContain('https://checkout.razorpay.com')
    expect(csp.get('frame-src')).toContain('https://api.razorpay.com')
    expect(csp.get('connect-src')).toContain('https://lumberjack.razorpay.com')
    // Without keys (the default app) nothing of Razorpay's is allowed.
    const none = String((await app.inject({ url: '/checkout' })).headers['content-security-policy'])
    expect(none).not.toContain('razorpay')
    expect(directives(none).get('frame-src')).toEqual(["'self'"])
  })

  it('believes X-Forwarded-Proto and X-Forwarded-For only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }
    // By default a client cannot claim HTTPS, nor dodge the 404 limit with a made-up address.
    expect((await app.inject({ url: '/api/get-data', headers: forwarded })).headers['strict-transport-security']).toBeUndefined()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await app.inject({ url: `/api/missing-${i}`, remoteAddress: '10.1.1.1', headers: { 'x-forwarded-for': `198.51.100.${i}` } }))
          .statusCode,
      )
    expect(statuses).toEqual([404, 404, 404, 429, 429])

    const behindProxy = await start({ TRUST_PROXY: '10.0.0.0/8' })
    const viaProxy = await behindProxy.inject({ url: '/api/get-data', remoteAddress: '10.0.0.2', headers: forwarded })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    // A client that is not the named proxy is not believed.
    const direct = await behindProxy.inject({ url: '/api/get-data', remoteAddress: '192.0.2.7', headers: forwarded })
    expect(direct.headers['strict-transport-security']).toBeUndefined()
  })

  it('reads TRUST_PROXY as false, true, a hop count or a list of addresses, and refuses anything else', () => {
    expect(loadConfig({}, []).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }, []).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }, []).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }, []).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'yes' }, [])).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' }, [])).toThrow(/TRUST_PROXY/)
  })
})
