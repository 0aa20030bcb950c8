import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOWNLOAD_MAX_BYTES, type Order, type OrderDownloads, type ProductFile, type ProductFileSlot } from '@store/core'
import {
  addToCart,
  createBranch,
  createProduct,
  fundWallet,
  newIdempotencyKey,
  putSettings,
  registerShopper,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { startPaymentsStore, type PaymentsStore } from './payments.support.ts'
import { multipart } from '../support/multipart.ts'

type Headers = Record<string, string>

/**
 * Digital goods (decision 0024), on SQLite and PostgreSQL: the owner's file, links issued
 * once an order is paid, five downloads in seven days held by a conditional UPDATE under parallel
 * requests, the mail's link, refusals that say why, BOLA and bad input.
 */
describe.skipIf(!databaseAvailable)('downloads API', () => {
  let t: TestApp
  /** The app on a loopback port, for parallel requests over real HTTP connections. */
  let url: string
  let branch: number
  /** An e-book of 10.00 with a file of 2.5 MiB (three chunks). */
  let ebook: number
  let ebookBytes: Buffer
  /** A product without a file, sold in the same store. */
  let sticker: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, { store_type: 'digital' })
    branch = (await createBranch(t.app, { name: 'Online', delivery_fee: 500 })).id
    ebook = (await createProduct(t.app, { name: 'Bread e-book', selling_price: 1000 })).id
    sticker = (await createProduct(t.app, { name: 'Sticker', selling_price: 200 })).id
    ebookBytes = randomBytes(2.5 * 1024 * 1024)
    const res = await upload(ebook, 'Bread book.pdf', ebookBytes, 'application/pdf')
    expect(res.statusCode, res.body).toBe(200)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  const upload = (productId: number | string, filename: string, data: Buffer | string, type?: string, name = 'file') => {
    const body = multipart([{ name, filename, type, data }])
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/file`,
      headers: { ...ownerHeaders, ...body.headers },
      payload: body.payload,
    })
  }
  const owner = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${path}`, headers: ownerHeaders, payload })
  /** A shopper whose wallet pays `amount`. */
  const shopperWithWallet = async (amount = 10_000) => {
    const shopper = await registerShopper(t.app, 'Nila')
    await fundWallet(t.app, shopper.headers, amount)
    return shopper
  }
  /** Places the shopper's cart as a digital order: no address, no delivery. */
  const place = async (headers: Headers, payment_method: 'wallet' | 'cod', productIds = [ebook], extra: object = {}): Promise<Order> => {
    for (const id of productIds) await addToCart(t.app, headers, branch, id)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', payment_method, ...extra },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().order as Order
  }
  const downloadsOf = async (headers: Headers, orderId: string) => {
    const res = await t.app.inject({ url: `/api/order-downloads?order_id=${orderId}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as OrderDownloads
  }
  /** The order page's link to the order's first file. */
  const pageLink = async (headers: Headers, orderId: string) => {
    const { downloads } = await downloadsOf(headers, orderId)
    expect(downloads[0]?.url, JSON.stringify(downloads)).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]{43}$/)
    return downloads[0]!.url!
  }
  /** The mails sent to `email`, newest last. */
  const mailsTo = (email: string) =>
    t.app.ctx.db.kysely.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute()
  const mailedToken = async (email: string) => {
    const mail = (await mailsTo(email)).find((m) => m.subject?.startsWith('Your downloads'))
    return /\/download\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1]
  }
  const tokenOf = (link: string) => link.split('/').pop()!
  const info = (token: string) => t.app.inject({ url: `/api/downloads/${token}/info` })

  describe('the owner attaches, replaces and removes a product file', () => {
    it('keeps the bytes, a safe name and the content type, and answers them back', async () => {
      const product = (await createProduct(t.app, { name: 'Guide' })).id
      // No file yet: a normal state the product editor reads on every load, so an answer and not a 404.
      const none = await owner('GET', `/products/${product}/file`)
      expect(none.statusCode).toBe(200)
      expect(none.json()).toEqual({ file: null })
      const res = await upload(product, '../../etc/Guide <v2>?\u0007.pdf', 'first version', 'application/pdf; charset=binary')
      expect(res.statusCode, res.body).toBe(200)
      const file = res.json() as ProductFile
      expect(file).toMatchObject({ product_id: product, file_name: 'Guide v2.pdf', content_type: 'application/pdf', size: 13 })
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect((await owner('GET', `/products/${product}/file`)).json()).toEqual({ file })

      const replaced = await upload(product, 'guide-v3.epub', 'second, longer version', 'not a type')
      expect(replaced.json()).toMatchObject({ file_name: 'guide-v3.epub', content_type: 'application/octet-stream', size: 22 })
      expect(replaced.json().sha256).not.toBe(file.sha256)

      expect((await owner('DELETE', `/products/${product}/file`)).json()).toEqual({ ok: true })
      const removed = await owner('GET', `/products/${product}/file`)
      expect([removed.statusCode, removed.json()]).toEqual([200, { file: null }])
      expect((await owner('DELETE', `/products/${product}/file`)).statusCode).toBe(404)
      expect(await t.app.ctx.db.kysely.selectFrom('product_file_chunks').select('file_id').execute()).toHaveLength(3) // the e-book's only
    })

    it('refuses bad input and changes nothing', async () => {
      const before = (await owner('GET', `/products/${ebook}/file`)).json() as ProductFileSlot
      expect(before.file).toMatchObject({ product_id: ebook })
      for (const id of ['1e309', 'Infinity', '-1', '0', '1.5', '9'.repeat(90), '99999999999']) {
        const res = await owner('GET', `/products/${id}/file`)
        expect(res.statusCode, id.slice(0, 20)).toBe(422)
        expect((await upload(id, 'a.pdf', 'bytes')).statusCode).toBe(422)
      }
      // Longer than any id: refused before routing.
      expect((await owner('GET', `/products/${'9'.repeat(5000)}/file`)).statusCode).toBe(414)
      for (const method of ['GET', 'DELETE'] as const)
        expect((await owner(method, '/products/999999/file')).json()).toEqual({ message: 'Product not found' })
      expect((await upload(999999, 'a.pdf', 'bytes')).statusCode).toBe(404)

      const json = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${ebook}/file`,
        headers: ownerHeaders,
        payload: { file: 'x' },
      })
      expect(json.statusCode).toBe(422)
      expect(json.json().message).toContain('multipart/form-data')
      const wrongField = await upload(ebook, 'a.pdf', 'bytes', 'application/pdf', 'image')
      expect(wrongField.statusCode).toBe(422)
      expect(wrongField.json().errors).toEqual([{ path: 'file', message: 'is required' }])
      expect((await upload(ebook, 'empty.pdf', '')).json()).toMatchObject({ message: 'The file is empty' })

      const tooBig = await upload(ebook, 'huge.bin', Buffer.alloc(DOWNLOAD_MAX_BYTES + 1))
      expect(tooBig.statusCode).toBe(413)
      expect(tooBig.json()).toEqual({ message: 'The file must be at most 50 MB' })

      const noToken = await t.app.inject({ method: 'GET', url: `/api/admin/products/${ebook}/file` })
      expect(noToken.statusCode).toBe(401)
      expect((await owner('GET', `/products/${ebook}/file`)).json()).toEqual(before)
    })
  })

  describe('a paid order', () => {
    it('paid by the wallet: its page links to the file, which downloads five times, and the mail carries its own link', async () => {
      const me = await shopperWithWallet()
      // The cart of a digital store already shows no delivery, so the total the checkout sends is the order's.
      await addToCart(t.app, me.headers, branch, sticker)
      const cart = (await t.app.inject({ url: `/api/get-cart?branch_id=${branch}`, headers: me.headers })).json()
      expect(cart).toMatchObject({ delivery_charge: 0, total: 200 })
      expect((await t.app.inject({ url: `/api/check-wallet?branch_id=${branch}`, headers: me.headers })).json()).toEqual({
        balance: 10_000,
        usable: 200,
      })
      const order = await place(me.headers, 'wallet', [ebook], { expected_total: 1200 })
      expect(order).toMatchObject({ payment_status: 'paid', address: null })
      expect(order.totals.delivery_charge).toBe(0) // spec §1: a digital store delivers nothing

      const page = await downloadsOf(me.headers, order.id)
      expect(page).toMatchObject({
        state: 'ready',
        downloads: [{ name: 'Bread e-book', file_name: 'Bread book.pdf', size: ebookBytes.length }],
      })
      expect(page.downloads).toHaveLength(1) // the sticker has no file
      const { downloads_left, expires_at, url: link } = page.downloads[0]!
      expect(downloads_left).toBe(5)
      const issuedAt = (
        await t.app.ctx.db.kysely
          .selectFrom('download_links')
          .select('issued_at')
          .where('name', '=', 'Bread e-book')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).issued_at!
      expect(Date.parse(expires_at) - Date.parse(issuedAt)).toBe(7 * 24 * 3_600_000)

      const first = await t.app.inject({ url: link! })
      expect(first.statusCode).toBe(200)
      expect(first.rawPayload.equals(ebookBytes)).toBe(true)
      expect(first.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(ebookBytes.length),
        'content-disposition': `attachment; filename="Bread book.pdf"; filename*=UTF-8''Bread%20book.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      })

      // The mail's link leads to the store's page for it, and counts with the page's link.
      await vi.waitFor(async () => expect(await mailedToken(me.email)).toBeDefined(), { timeout: 10_000, interval: 50 })
      const mailToken = (await mailedToken(me.email))!
      expect((await info(mailToken)).json()).toMatchObject({
        name: 'Bread e-book',
        file_name: 'Bread book.pdf',
        state: 'ready',
        downloads_left: 4,
        message: null,
      })
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/api/downloads/${mailToken}` })).statusCode).toBe(200)
      // The page asks again: a fresh link, the old one gone; one download left between them.
      const again = await pageLink(me.headers, order.id)
      expect(again).not.toBe(link)
      expect((await t.app.inject({ url: link! })).statusCode).toBe(404)
      expect((await t.app.inject({ url: again })).statusCode).toBe(200)

      const sixth = await t.app.inject({ url: `/api/downloads/${mailToken}` })
      expect(sixth.statusCode).toBe(410)
      expect(sixth.json()).toEqual({ state: 'used_up', message: expect.stringContaining('used 5 times') })
      expect((await info(mailToken)).json()).toMatchObject({
        state: 'used_up',
        downloads_left: 0,
        message: expect.stringContaining('used 5 times'),
      })
      expect((await downloadsOf(me.headers, order.id)).downloads[0]).toMatchObject({ state: 'used_up', url: null })
    })

    it('gives exactly five downloads to 20 parallel requests on real connections', async () => {
      const me = await shopperWithWallet()
      const order = await place(me.headers, 'wallet')
      const link = await pageLink(me.headers, order.id)
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const res = await fetch(`${url}${link}`)
          const body = Buffer.from(await res.arrayBuffer())
          return { status: res.status, whole: res.status === 200 && body.equals(ebookBytes) }
        }),
      )
      expect(answers.filter((a) => a.status === 200 && a.whole)).toHaveLength(5)
      expect(answers.filter((a) => a.status === 410)).toHaveLength(15)
      expect((await info(tokenOf(link))).json()).toMatchObject({ downloads_left: 0, state: 'used_up' })
    })

    it('resumes a large download with Range (206, the bytes asked, no download used) and sends a changed file whole', async () => {
      const me = await shopperWithWallet()
      const order = await place(me.headers, 'wallet')
      const link = await pageLink(me.headers, order.id)
      const token = tokenOf(link)
      const left = async () => (await info(token)).json().downloads_left as number
      const get = (headers: Record<string, string> = {}) => fetch(`${url}${link}`, { headers })
      const size = ebookBytes.length

      const whole = await get()
      expect(whole.status).toBe(200)
      expect(whole.headers.get('accept-ranges')).toBe('bytes')
      const etag = whole.headers.get('etag')!
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
      expect(Buffer.from(await whole.arrayBuffer()).equals(ebookBytes)).toBe(true)
      expect(await left()).toBe(4)

      // The connection broke at 1,000,000 bytes: the rest, across the chunk boundaries, for no download.
      const rest = await get({ range: 'bytes=1000000-', 'if-range': etag })
      expect(rest.status).toBe(206)
      expect(rest.headers.get('content-range')).toBe(`bytes 1000000-${size - 1}/${size}`)
      expect(rest.headers.get('content-length')).toBe(String(size - 1_000_000))
      expect(Buffer.from(await rest.arrayBuffer()).equals(ebookBytes.subarray(1_000_000))).toBe(true)
      const across = await get({ range: 'bytes=1048570-1048589' })
      expect(Buffer.from(await across.arrayBuffer()).equals(ebookBytes.subarray(1048570, 1048590))).toBe(true)
      const tail = await get({ range: 'bytes=-100', 'if-range': whole.headers.get('last-modified')! })
      expect(tail.status).toBe(206)
      expect(Buffer.from(await tail.arrayBuffer()).equals(ebookBytes.subarray(size - 100))).toBe(true)
      expect(await left()).toBe(4)

      // Past the end: 416 with the size, nothing used. A range from the first byte is a new download.
      const beyond = await get({ range: `bytes=${size}-` })
      expect(beyond.status).toBe(416)
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
      const first = await get({ range: 'bytes=0-99' })
      expect(first.status).toBe(206)
      expect(Buffer.from(await first.arrayBuffer()).equals(ebookBytes.subarray(0, 100))).toBe(true)
      expect(await left()).toBe(3)
      // If-Range that no longer matches (another version of the file): all of it, as a new download.
      const changed = await get({ range: 'bytes=500-', 'if-range': '"0000"' })
      expect(changed.status).toBe(200)
      expect(Number(changed.headers.get('content-length'))).toBe(size)
      await changed.arrayBuffer()
      expect(await left()).toBe(2)

      // Used up: a download from the start is refused, finishing the last one still works for a day.
      for (let i = 0; i < 2; i++) await (await get()).arrayBuffer()
      expect(await left()).toBe(0)
      expect((await get()).status).toBe(410)
      const finish = await get({ range: 'bytes=2000000-' })
      expect(finish.status).toBe(206)
      expect(Buffer.from(await finish.arrayBuffer()).equals(ebookBytes.subarray(2_000_000))).toBe(true)
    })

    it('an expired link says so, to a script (410) and to a browser (the store page for the link)', async () => {
      const me = await shopperWithWallet()
      const order = await place(me.headers, 'wallet')
      const link = await pageLink(me.headers, order.id)
      await t.app.ctx.db.kysely
        .updateTable('download_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', (await t.app.inject({ url: '/api/user/details', headers: me.headers })).json().user.id)
        .execute()
      const script = await t.app.inject({ url: link })
      expect(script.statusCode).toBe(410)
      expect(script.json()).toEqual({ state: 'expired', message: expect.stringContaining('expired') })
      const browser = await t.app.inject({ url: link, headers: { accept: 'text/html,application/xhtml+xml' } })
      expect(browser.statusCode).toBe(303)
      expect(browser.headers.location).toBe(`/download/${tokenOf(link)}`)
      expect((await info(tokenOf(link))).json()).toMatchObject({ state: 'expired', downloads_left: 5 })
    })

    it('follows the store: a replaced file downloads anew, a removed one and a cancelled order say why', async () => {
      const product = (await createProduct(t.app, { name: 'Recipe cards', selling_price: 300 })).id
      expect((await upload(product, 'cards-v1.zip', 'version one', 'application/zip')).statusCode).toBe(200)
      const me = await shopperWithWallet()
      const order = await place(me.headers, 'wallet', [product])
      const link = await pageLink(me.headers, order.id)
      expect((await upload(product, 'cards-v2.zip', 'version two', 'application/zip')).statusCode).toBe(200)
      const fresh = await t.app.inject({ url: link })
      expect(fresh.body).toBe('version two')
      expect(fresh.headers['content-disposition']).toContain('cards-v2.zip')

      await owner('DELETE', `/products/${product}/file`)
      expect((await t.app.inject({ url: link })).json()).toEqual({
        state: 'removed',
        message: expect.stringContaining('removed this file'),
      })
      expect((await upload(product, 'cards-v3.zip', 'version three')).statusCode).toBe(200)
      expect((await t.app.inject({ url: link })).statusCode).toBe(200)

      const cancelled = await owner('POST', `/orders/${order.id}/cancel`, { reason: 'Bought by mistake' })
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      const refused = await t.app.inject({ url: link })
      expect(refused.statusCode).toBe(410)
      expect(refused.json()).toEqual({ state: 'unavailable', message: expect.stringContaining('cancelled or refunded') })
      expect(await downloadsOf(me.headers, order.id)).toEqual({ state: 'unavailable', downloads: [] })
    })
  })

  describe('an order paid later', () => {
    it('cash: nothing to download until the store marks it delivered (paid), then the links and the mail come', async () => {
      const me = await registerShopper(t.app, 'Kavi')
      const order = await place(me.headers, 'cod')
      expect(await downloadsOf(me.headers, order.id)).toEqual({ state: 'waiting', downloads: [] })
      for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
        const res = await owner('POST', `/orders/${order.id}/status`, { status })
        expect(res.statusCode, res.body).toBe(200)
      }
      // The worker finds the order paid and issues its links with their mail, without the page asking.
      await vi.waitFor(async () => expect(await mailedToken(me.email)).toBeDefined(), { timeout: 10_000, interval: 50 })
      const token = (await mailedToken(me.email))!
      expect((await info(token)).json()).toMatchObject({ state: 'ready', downloads_left: 5 })
      expect((await t.app.inject({ url: `/api/downloads/${token}` })).rawPayload.equals(ebookBytes)).toBe(true)
      expect((await downloadsOf(me.headers, order.id)).downloads[0]).toMatchObject({ state: 'ready', downloads_left: 4 })
    })

    it('cash cancelled before it was paid: nothing to download, ever', async () => {
      const me = await registerShopper(t.app, 'Ravi')
      const order = await place(me.headers, 'cod')
      const res = await t.app.inject({ method: 'POST', url: '/api/cancel-order', headers: me.headers, payload: { order_id: order.id } })
      expect(res.statusCode, res.body).toBe(200)
      expect(await downloadsOf(me.headers, order.id)).toEqual({ state: 'none', downloads: [] })
      expect(
        await t.app.ctx.db.kysely
          .selectFrom('download_links')
          .select('id')
          .where('user_id', '=', (await t.app.inject({ url: '/api/user/details', headers: me.headers })).json().user.id)
          .execute(),
      ).toEqual([])
    })
  })

  describe('paid online', () => {
    let s: PaymentsStore
    beforeAll(async () => {
      s = await startPaymentsStore()
      await putSettings(s.app, { store_type: 'digital' })
    })
    afterAll(async () => {
      await s?.close()
    })

    it('waits while the payment is open, and links the file once Razorpay says it is paid', async () => {
      const product = (await s.product(900)).id
      const body = multipart([{ name: 'file', filename: 'song.mp3', type: 'audio/mpeg', data: 'la la la' }])
      const attached = await s.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product}/file`,
        headers: { ...ownerHeaders, ...body.headers },
        payload: body.payload,
      })
      expect(attached.statusCode, attached.body).toBe(200)
      const me = await s.shopperWithCart(product)
      const { order, payment } = await s.placeOnline(me.headers, { fulfilment: 'delivery' })
      const page = () => s.app.inject({ url: `/api/order-downloads?order_id=${order.id}`, headers: me.headers })
      expect((await page()).json()).toEqual({ state: 'waiting', downloads: [] })

      const paid = await s.processPayment(me.headers, order.id, s.rzp.pay(payment.razorpay_order_id).response)
      expect(paid.json().order).toMatchObject({ payment_status: 'paid' })
      const { state, downloads } = (await page()).json() as OrderDownloads
      expect(state).toBe('ready')
      const file = await s.app.inject({ url: downloads[0]!.url! })
      expect(file.body).toBe('la la la')
      expect(file.headers['content-type']).toBe('audio/mpeg')
    })
  })

  describe('who may see what', () => {
    it("another shopper's order is a 404, a guest is a 401, and unknown or malformed tokens are unknown links", async () => {
      const me = await shopperWithWallet()
      const order = await place(me.headers, 'wallet')
      const link = await pageLink(me.headers, order.id)
      const other = await registerShopper(t.app, 'Bala')
      expect((await t.app.inject({ url: `/api/order-downloads?order_id=${order.id}`, headers: other.headers })).json()).toEqual({
        message: 'Order not found',
      })
      expect((await t.app.inject({ url: `/api/order-downloads?order_id=${order.id}` })).statusCode).toBe(401)

      const unknown = randomBytes(32).toString('base64url')
      for (const token of [unknown, 'short', 'x'.repeat(90), `${unknown.slice(0, 42)}%00`]) {
        const res = await t.app.inject({ url: `/api/downloads/${token}` })
        expect(res.statusCode, token.slice(0, 50)).toBe(404)
        expect(res.json()).toEqual({ message: 'Download link not found' })
      }
      expect((await info(unknown)).statusCode).toBe(404)
      expect((await info('short')).statusCode).toBe(422)
      expect((await t.app.inject({ url: `/api/downloads/${'x'.repeat(5000)}` })).statusCode).toBe(414)
      // A link checker's HEAD uses no download.
      expect((await t.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(404)
      expect((await info(tokenOf(link))).json()).toMatchObject({ downloads_left: 5 })
      // A browser with an unknown link lands on the store's page for it.
      expect((await t.app.inject({ url: `/api/downloads/${unknown}`, headers: { accept: 'text/html' } })).headers.location).toBe(
        `/download/${unknown}`,
      )
    })
  })
})
