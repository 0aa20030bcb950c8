import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BRAND_FIELD, CSV_FIELD, DOWNLOAD_FILE_FIELD, PHOTO_FIELD } from '@store/core'
import { multipart } from '../support/multipart.ts'
import { operations, type OpenApiDocument } from '../support/openapi.ts'
import { OWNER_TOKEN, ownerHeaders } from '../support/test-app.ts'
import { EVENT_LIMIT_MS, within } from './support/event-limit.ts'
import { h2Client, type H2Client } from './support/h2-client.ts'
import { shopperJourney, type Send } from './support/journey.ts'
import { httpsServer, locationFor } from './support/nginx-locations.ts'
import { startNginx, type Nginx } from './support/nginx.ts'
import { startStores, type Stores } from './support/stores.ts'
import { deployTools } from './support/tools.ts'

const tools = deployTools({ nginx: 'nginx', openssl: 'openssl' })
/** The test run's PostgreSQL (test/support/postgres-global-setup.ts): null only outside CI on a machine without it. */
const pgAdminUrl = inject('pgAdminUrl')
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist')
const MB = 1024 * 1024

/**
 * Debian's nginx with deploy/nginx.conf (decision 0076) in front of two servers on one PostgreSQL
 * database (the README's several-machines set-up): TLS and HTTP/2, HSTS, the web app's hashed files
 * from disk, the shopper's address for the 404 limit, upload sizes, and the live board's events passed
 * on as they come, from whichever server took the order (any other stream: nginx-streams.test.ts).
 */
describe.skipIf(tools.skip || pgAdminUrl === null)('nginx in front of two servers on PostgreSQL', () => {
  let stores: Stores
  let nginx: Nginx
  const clients: H2Client[] = []
  const client = (from?: string) => {
    const c = h2Client(nginx.url, nginx.ca, from)
    clients.push(c)
    return c
  }
  beforeAll(async () => {
    if (tools.missing) throw new Error(tools.missing)
    stores = await startStores(2, { kind: 'postgres', adminUrl: pgAdminUrl! })
    nginx = await startNginx(stores.addresses().map((address) => ({ address })))
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await nginx?.stop()
    await stores?.stop()
  })

  it('serves a shopper journey over HTTP/2 and TLS, and sends HSTS', async () => {
    const shopper = client()
    await shopperJourney(shopper.send)
    expect(shopper.protocol()).toBe('h2')
    const home = await shopper.send('GET', '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toMatch(/^text\/html/)
    // The servers send HSTS over HTTPS only: they know it is HTTPS from nginx's X-Forwarded-Proto.
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect((await shopper.send('GET', '/api/get-data?branch_id=1')).headers['strict-transport-security']).toMatch(/^max-age=/)
    // Health and metrics are not for the public.
    expect((await shopper.send('GET', '/metrics')).status).toBe(404)
    // Each request's line in nginx's log has the id the servers were sent as X-Request-Id.
    expect(nginx.accessLog()).toMatch(/"POST \/api\/place-order\?branch_id=1 HTTP\/2\.0" 201 .* up=127\.0\.0\.1:\d+ .* id=[0-9a-f]{32}$/m)
  })

  it("serves the web app's hashed files from disk, precompressed, cached for a year", async () => {
    const shopper = client()
    const assets = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js') && fs.existsSync(path.join(dist, 'assets', `${f}.gz`)))
    expect(assets.length).toBeGreaterThan(0)
    const file = assets[0]!
    const answer = await shopper.send('GET', `/assets/${file}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=/)
    // The servers give every answer a Content-Security-Policy; this one came from nginx's disk.
    expect(answer.headers['content-security-policy']).toBeUndefined()
    const sent = await shopper.send('GET', `/assets/${file}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(sent.headers['content-length']).toBe(String(fs.statSync(path.join(dist, 'assets', `${file}.gz`)).size))
    expect(
      zlib.gunzipSync(fs.readFileSync(path.join(dist, 'assets', `${file}.gz`))).equals(fs.readFileSync(path.join(dist, 'assets', file))),
    ).toBe(true)
  })

  it("limits 404s by the shopper's address, not the proxy's, and a forged X-Forwarded-For does not escape it", async () => {
    const scanner = client('127.0.0.2')
    const neighbour = client('127.0.0.3')
    // Each server counts in its own memory (60 misses a minute): nginx alternates between the two.
    let misses = 0
    let status = 404
    while (status === 404 && misses < 2 * 60 + 2) {
      misses++
      const forged = { 'x-forwarded-for': `203.0.113.${misses % 250}` }
      status = (await scanner.send('GET', `/api/no-such-call-${misses}`, { headers: forged })).status
    }
    expect(status).toBe(429)
    for (let i = 0; i < 2; i++) expect((await scanner.send('GET', `/api/no-such-call-again-${i}`)).status).toBe(429)
    // Another shopper's misses are their own, whichever server answers.
    for (let i = 0; i < 2; i++) expect((await neighbour.send('GET', `/api/no-such-call-${i}`)).status).toBe(404)
    expect((await neighbour.send('GET', '/api/get-data?branch_id=1')).status).toBe(200)
  })

  it('takes uploads up to their sizes, and refuses larger bodies in JSON', async () => {
    const shopper = client()
    const uploads: string[] = []
    // Past the servers' 1 MB of JSON: nginx refuses it, in the servers' kind of answer.
    for (const megabytes of [1.5, 3]) {
      const json = JSON.stringify({ product_id: 1, quantity: 1, note: 'x'.repeat(megabytes * MB) })
      const refused = await shopper.send('POST', '/api/cart/add?branch_id=1', {
        headers: { 'content-type': 'application/json' },
        body: json,
      })
      expect(refused.status).toBe(413)
      expect(refused.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(refused.text)).toEqual({ message: 'Request body is too large' })
    }
    // A 4.5 MB picture and a 30 MB file pass nginx whole and reach the servers, which read them: the
    // picture is refused for what it is (not for its size), the product's file is kept.
    const file = (field: string, bytes: number) =>
      multipart([{ name: field, filename: 'x.bin', type: 'application/octet-stream', data: Buffer.alloc(bytes, 'a') }])
    const registered = await shopper.send('POST', '/api/register', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Uploader', email: 'uploader@example.com', phone: '+919012345678', password: 'long enough secret' }),
    })
    const me = { authorization: `Bearer ${(JSON.parse(registered.text) as { authToken: string }).authToken}` }
    const avatar = file('image', 4.5 * MB)
    const picture = await shopper.send('POST', '/api/user/change-avatar', { headers: { ...avatar.headers, ...me }, body: avatar.payload })
    uploads.push(`picture: ${picture.status} ${picture.text.slice(0, 120)}`)
    expect(picture.status, picture.text).toBe(422)
    expect(picture.headers['content-type']).toMatch(/^application\/json/)
    const download = file(DOWNLOAD_FILE_FIELD, 30 * MB)
    const upload = await shopper.send('PUT', '/api/admin/products/1/file', {
      headers: { ...download.headers, ...ownerHeaders },
      body: download.payload,
    })
    uploads.push(`file: ${upload.status} ${upload.text.slice(0, 120)}`)
    expect(upload.status, upload.text).toBe(200)
    expect((JSON.parse(upload.text) as { size: number }).size).toBe(30 * MB)
    console.info(uploads.join('\n'))
  })

  it("takes the owner's uploads near the servers' limits: the servers answer them, not nginx", async () => {
    const owner = client()
    const uploads: string[] = []
    const send = async (what: string, path: string, form: ReturnType<typeof multipart>) => {
      const answer = await owner.send('POST', path, { headers: { ...form.headers, ...ownerHeaders }, body: form.payload })
      uploads.push(`${what} (${(form.payload.length / MB).toFixed(1)} MB): ${answer.status} ${answer.text.slice(0, 100)}`)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      return { status: answer.status, body: JSON.parse(answer.text) as { message?: string; sizes?: { width: number }[] } }
    }
    // A real photo of 9.3 MB (the limit is 10 MB): stored, every width made from it.
    const bitmap = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: '#b5651d' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(bitmap.length).toBeGreaterThan(9 * MB)
    const photo = await send(
      'photo',
      '/api/admin/photos',
      multipart([{ name: PHOTO_FIELD, filename: 'shelf.png', type: 'image/png', data: bitmap }]),
    )
    expect(photo.status, photo.body.message).toBe(201)
    expect(photo.body.sizes?.map((s) => s.width)).toEqual([320, 640, 1280])
    // A logo of 4.9 MB (5 MB) and a CSV file of 19.5 MB (20 MB) reach the servers, which refuse them for what they hold.
    const logo = multipart([{ name: BRAND_FIELD, filename: 'logo.png', type: 'image/png', data: Buffer.alloc(4.9 * MB, 'a') }])
    expect(await send('logo', '/api/admin/theme/logo', logo)).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/^The logo must be a PNG/) },
    })
    const csv = multipart([{ name: CSV_FIELD, filename: 'products.csv', type: 'text/csv', data: Buffer.alloc(19.5 * MB, 0) }])
    expect(await send('CSV', '/api/admin/import/products/check', csv)).toMatchObject({
      status: 422,
      body: { message: 'The file is not CSV text' },
    })
    console.info(uploads.join('\n'))
  })

  it("gives each upload the servers document room for its largest file, and names only the servers' calls", async () => {
    const doc = JSON.parse((await client().send('GET', '/api/openapi.json')).text) as OpenApiDocument
    const calls = operations(doc).map((o) => ({ ...o, example: o.path.replace(/\{[^}]+\}/g, '1') }))
    const { bodyLimit, locations } = httpsServer()
    // Every exact or pattern location under /api/ is one of the servers' calls: a misnamed one would
    // quietly leave its call to the general /api/ location.
    for (const location of locations.filter((l) => l.kind !== 'prefix' && /^\^?\/api\//.test(l.match))) {
      const names = (path: string) => (location.kind === '=' ? path === location.match : new RegExp(location.match).test(path))
      expect(
        calls.some((c) => names(c.example)),
        `location ${location.kind} ${location.match}`,
      ).toBe(true)
    }
    // Every upload: nginx takes its largest file with the form around it, within 1 MB more.
    const uploads = calls.flatMap(({ name, example, op }) => {
      const form = op.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {}
      return Object.values(form).flatMap((field) => (field.format === 'binary' ? [{ name, example, maxBytes: field.maxLength! }] : []))
    })
    expect(uploads.map((u) => u.name).sort()).toEqual([
      'POST /api/admin/import/products',
      'POST /api/admin/import/products/check',
      'POST /api/admin/photos',
      'POST /api/admin/theme/logo',
      'POST /api/user/change-avatar',
      'PUT /api/admin/products/{id}/file',
    ])
    for (const upload of uploads) {
      const limit = locationFor(locations, upload.example)?.bodyLimit ?? bodyLimit
      expect(limit, `${upload.name}: nginx's limit over the servers' ${upload.maxBytes / MB} MB`).toBeGreaterThan(upload.maxBytes)
      expect(limit, `${upload.name}: nginx's limit within 1 MB of the servers'`).toBeLessThanOrEqual(upload.maxBytes + MB)
    }
  })

  it("passes the live board's events on as they come: hello at once, then an order placed through either server", async () => {
    const watcher = client()
    const owner = { authorization: `Bearer ${OWNER_TOKEN}` }
    const hello = watcher.firstChunkWith('/api/admin/orders/events', 'event: hello', owner)
    // Not timed: a new stream's hello waits for its server to listen (decision 0053); held, it fails here.
    const first = await within(hello.chunk, 5 * EVENT_LIMIT_MS, 'the hello on the board')
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/)
    // A second board, listening before the order is placed: its hello comes after its server listens.
    let listening!: () => void
    const boardListens = new Promise<void>((resolve) => (listening = resolve))
    const board = watcher.firstChunkWith('/api/admin/orders/events', 'event: order', owner, (text) => {
      if (text.includes('event: hello')) listening()
    })
    await within(boardListens, 5 * EVENT_LIMIT_MS, "the second board's hello")
    // The event's way: from the order's 201 answer to its arrival on the board through nginx (below 0
    // when the event comes first, as it mostly does: both leave as the order is stored).
    const shopper = client('127.0.0.4')
    let placed = Number.NaN
    const send: Send = async (method, path, options) => {
      const answer = await shopper.send(method, path, options)
      if (path.startsWith('/api/place-order') && answer.status === 201) placed = performance.now()
      return answer
    }
    const { orderId } = await shopperJourney(send)
    const order = await within(board.chunk, 5 * EVENT_LIMIT_MS, "the order's event on the board")
    expect(order.text).toContain(String(orderId))
    const ms = order.at - placed
    console.info(`the order's event through nginx, from the order's 201: ${ms.toFixed(1)} ms`)
    expect(ms, "from the order's 201 to its event on the board").toBeLessThan(EVENT_LIMIT_MS)
    hello.close()
    board.close()
  })
})
