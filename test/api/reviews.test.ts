import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATE_STYLE, type MyReview, type OrderReviews, type OwnerReview, type ProductRating, type ProductReviews } from '@store/core'
import { addAddress, addToCart, createBranch, createProduct, newIdempotencyKey, registerShopper } from '../support/factories.ts'
import { createTestApp, OWNER_TOKEN, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { sha256 } from '../../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../../apps/server/src/cache/versions.ts'
import { seedStore } from '../../apps/server/src/seed/seed-store.ts'

type Headers = Record<string, string>
interface PlacedOrder {
  id: string
  status: string
  lines: { id: number; product_id: number }[]
}

const DELIVERY_STEPS = ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const

/** Reviews on SQLite and PostgreSQL: who may rate what, the 30 days, bad input, hiding, and exact counts in parallel. */
describe.skipIf(!databaseAvailable)('reviews API', () => {
  let t: TestApp
  /** The app on a loopback port, for parallel requests over real HTTP connections. */
  let url: string
  let branch: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    branch = (await createBranch(t.app, { name: 'Downtown', pincodes: ['10001'] })).id
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A shopper's order of one of each product, placed and (unless told) moved to delivered through the owner's orders API. */
  async function orderOf(headers: Headers, productIds: number[], deliver = true): Promise<PlacedOrder> {
    const addressId = await addAddress(t.app, headers)
    for (const id of productIds) await addToCart(t.app, headers, branch, id)
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/place-order?branch_id=${branch}`,
      headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
      payload: { fulfilment: 'delivery', address_id: addressId, payment_method: 'cod' },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().order as PlacedOrder
    if (deliver) {
      for (const status of DELIVERY_STEPS) {
        const moved = await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: ownerHeaders,
          payload: { status },
        })
        expect(moved.statusCode, moved.body).toBe(200)
      }
    }
    return order
  }
  /** A registered shopper called `name` (the factory makes the e-mail from the name, so a full name is set afterwards). */
  const shopper = async (name = 'Priya Sharma') => {
    const { headers } = await registerShopper(t.app, 'Reviewer')
    const res = await t.app.inject({ method: 'POST', url: '/api/user/update-details', headers, payload: { name } })
    expect(res.statusCode, res.body).toBe(200)
    return headers
  }
  const rate = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/rate-order-item', headers, payload: payload as object })
  const rated = async (headers: Headers, payload: object): Promise<MyReview> => {
    const res = await rate(headers, payload)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().review
  }
  const reviews = async (productId: number, page = 1): Promise<ProductReviews> => {
    const res = await t.app.inject({ url: `/api/get-product-reviews?branch_id=1&product_id=${productId}&page=${page}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const rating = async (productId: number): Promise<ProductRating> =>
    (await t.app.inject({ url: `/api/get-product-rating?branch_id=1&product_id=${productId}` })).json()
  const hide = (id: number, how: 'hide' | 'show' = 'hide', headers: Headers = ownerHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/${how}`, headers })
  /** The breakdown must always equal what the visible reviews say: recounted here from the owner's list. */
  async function recount(productId: number) {
    const res = await t.app.inject({ url: `/api/admin/reviews?product_id=${productId}&hidden=false`, headers: ownerHeaders })
    const items = res.json().items as OwnerReview[]
    const grouped = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } as Record<string, number>
    for (const r of items) grouped[r.rating]!++
    return { rating_count: items.length, review_count: items.filter((r) => r.review !== null).length, grouped_ratings: grouped }
  }

  it("rates an item of the shopper's delivered order; the product's reviews, rating and the order's reviews show it", async () => {
    const tea = await createProduct(t.app, { name: 'Masala tea' })
    const bun = await createProduct(t.app, { name: 'Bun' })
    const me = await shopper('Priya  Sharma ')
    const order = await orderOf(me, [tea.id, bun.id])
    const [teaLine, bunLine] = order.lines
    expect(await reviews(tea.id)).toEqual({
      product: { name: 'Masala tea', slug: tea.slug },
      rating_count: 0,
      review_count: 0,
      average_rating: 0,
      grouped_ratings: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
      reviews: [],
      current_page: 1,
      last_page: 1,
    })

    const review = await rated(me, { order_id: order.id, order_item_id: teaLine!.id, rating: 4, review: '  Strong and <b>sweet</b>\r\n ' })
    expect(review).toMatchObject({
      rating: 4,
      review: 'Strong and <b>sweet</b>', // trimmed, kept as the text it is (the web shows it as text)
      name: 'Priya S.',
      verified: true,
      order_item_id: teaLine!.id,
      product_id: tea.id,
      can_edit: true,
      hidden: false,
    })
    expect(Date.parse(review.editable_until) - Date.parse(review.created_at)).toBe(30 * 24 * 3600 * 1000)
    await rated(me, { order_id: order.id, order_item_id: bunLine!.id, rating: 2 }) // a rating without text

    const list = await reviews(tea.id)
    expect(list).toEqual({
      product: { name: 'Masala tea', slug: tea.slug },
      rating_count: 1,
      review_count: 1,
      average_rating: 4,
      grouped_ratings: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 },
      reviews: [
        { id: review.id, rating: 4, review: 'Strong and <b>sweet</b>', name: 'Priya S.', created_at: review.created_at, verified: true },
      ],
      current_page: 1,
      last_page: 1,
    })
    expect(await rating(bun.id)).toEqual({ product_id: bun.id, rating_count: 1, review_count: 0, average_rating: 2 })

    const mine = await t.app.inject({ url: `/api/get-order-reviews?order_id=${order.id}`, headers: me })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['cache-control']).toBe('no-store')
    const body = mine.json() as OrderReviews
    expect(body).toMatchObject({ order_id: order.id, status: 'delivered', can_rate: true })
    expect(body.items.map((i) => [i.order_item_id, i.name, i.review?.rating ?? null])).toEqual([
      [teaLine!.id, 'Masala tea', 4],
      [bunLine!.id, 'Bun', 2],
    ])
  })

  it('changes the review on a second rating within 30 days, moving the breakdown; after 30 days refuses and changes nothing', async () => {
    const cake = await createProduct(t.app, { name: 'Carrot cake' })
    const me = await shopper('Rahul')
    const order = await orderOf(me, [cake.id])
    const item = { order_id: order.id, order_item_id: order.lines[0]!.id }
    const first = await rated(me, { ...item, rating: 5, review: 'Lovely' })
    expect(first.name).toBe('Rahul')
    const second = await rated(me, { ...item, rating: 3, review: '' })
    expect(second).toMatchObject({ id: first.id, rating: 3, review: null, created_at: first.created_at })
    expect(await reviews(cake.id)).toMatchObject({
      rating_count: 1,
      review_count: 0,
      average_rating: 3,
      grouped_ratings: { 5: 0, 4: 0, 3: 1, 2: 0, 1: 0 },
    })

    // Written 30 days and a minute ago: the window has closed.
    const longAgo = new Date(Date.now() - (30 * 24 * 60 + 1) * 60_000).toISOString()
    await t.database.db.kysely.updateTable('reviews').set({ created_at: longAgo }).where('id', '=', first.id).execute()
    const late = await rate(me, { ...item, rating: 1, review: 'Changed my mind' })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe(
      `Reviews can be changed for 30 days after they are written; this one was written on ${longAgo.slice(0, 10)}`,
    )
    expect(late.json().errors).toEqual([{ path: 'rating', message: late.json().message }])
    expect(await reviews(cake.id)).toMatchObject({ rating_count: 1, average_rating: 3, reviews: [{ rating: 3, review: null }] })
    const order2 = (await t.app.inject({ url: `/api/get-order-reviews?order_id=${order.id}`, headers: me })).json() as OrderReviews
    expect(order2.items[0]!.review).toMatchObject({ can_edit: false, rating: 3 })
  })

  it("answers 404 for another shopper's order or an item of another order, 401 for a guest, and 422 before delivery", async () => {
    const soup = await createProduct(t.app, { name: 'Tomato soup' })
    const owner = await shopper('Meera Iyer')
    const other = await shopper('Kiran Rao')
    const mine = await orderOf(owner, [soup.id])
    const theirs = await orderOf(other, [soup.id])
    const item = { order_id: mine.id, order_item_id: mine.lines[0]!.id, rating: 5 }

    for (const [headers, payload] of [
      [other, item], // my order, their token
      [owner, { ...item, order_item_id: theirs.lines[0]!.id }], // my order, their item
      [owner, { ...item, order_id: 'AAAAAAAAAAAAAAAAAAAAAA' }], // no such order
    ] as const) {
      const res = await rate(headers, payload)
      expect(res.statusCode, res.body).toBe(404)
    }
    expect((await t.app.inject({ url: `/api/get-order-reviews?order_id=${mine.id}`, headers: other })).statusCode).toBe(404)
    expect((await rate({}, item)).statusCode).toBe(401)
    expect((await t.app.inject({ url: `/api/get-order-reviews?order_id=${mine.id}` })).statusCode).toBe(401)

    const waiting = await orderOf(owner, [soup.id], false)
    const early = await rate(owner, { order_id: waiting.id, order_item_id: waiting.lines[0]!.id, rating: 5 })
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe('You can rate the items once the order is delivered')
    const screen = (await t.app.inject({ url: `/api/get-order-reviews?order_id=${waiting.id}`, headers: owner })).json() as OrderReviews
    expect(screen).toMatchObject({ status: 'placed', can_rate: false })
    expect(await rating(soup.id)).toMatchObject({ rating_count: 0 })
  })

  it('refuses bad ratings and texts with a 422 next to the field, and changes nothing', async () => {
    const pie = await createProduct(t.app, { name: 'Apple pie' })
    const me = await shopper('Asha Rao')
    const order = await orderOf(me, [pie.id])
    const item = { order_id: order.id, order_item_id: order.lines[0]!.id }
    const raw = (body: string) =>
      t.app.inject({ method: 'POST', url: '/api/rate-order-item', headers: { ...me, 'content-type': 'application/json' }, payload: body })

    const cases: [string, () => ReturnType<typeof raw>, string][] = [
      ['0 stars', () => rate(me, { ...item, rating: 0 }), 'body/rating'],
      ['6 stars', () => rate(me, { ...item, rating: 6 }), 'body/rating'],
      ['2.5 stars', () => rate(me, { ...item, rating: 2.5 }), 'body/rating'],
      ['"4" as a string', () => rate(me, { ...item, rating: '4' }), 'body/rating'],
      ['null', () => rate(me, { ...item, rating: null }), 'body/rating'],
      ['1e309 (Infinity)', () => raw(`{"order_id":"${order.id}","order_item_id":${item.order_item_id},"rating":1e309}`), 'body/rating'],
      ['-Infinity', () => raw(`{"order_id":"${order.id}","order_item_id":${item.order_item_id},"rating":-1e309}`), 'body/rating'],
      ['no rating', () => rate(me, item), 'body'],
      ['1,001 characters', () => rate(me, { ...item, rating: 4, review: 'é'.repeat(1001) }), 'review'],
      ['a NUL character', () => rate(me, { ...item, rating: 4, review: 'ok\u0000' }), 'review'],
      ['a list as text', () => rate(me, { ...item, rating: 4, review: ['a'] }), 'body/review'],
      ['an unknown field', () => rate(me, { ...item, rating: 4, price: 1 }), 'body/price'],
      ['an item id of 0', () => rate(me, { ...item, order_item_id: 0, rating: 4 }), 'body/order_item_id'],
    ]
    for (const [label, send, path] of cases) {
      const res = await send()
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422)
      const errors = res.json().errors as { path: string }[]
      expect(errors[0]?.path, label).toBe(path)
    }
    expect(await rating(pie.id)).toMatchObject({ rating_count: 0 })
    expect((await t.app.inject({ url: `/api/admin/reviews?product_id=${pie.id}`, headers: ownerHeaders })).json().items).toEqual([])

    // 1,000 characters (an emoji is one), with spaces around that are trimmed, is fine.
    const long = '😀'.repeat(1000)
    expect((await rated(me, { ...item, rating: 4, review: `  ${long}\n` })).review).toBe(long)
  })

  it('hides a review from the list and the averages, and shows it again; twice changes once', async () => {
    const wrap = await createProduct(t.app, { name: 'Veg wrap' })
    const a = await shopper('Anil Kumar')
    const b = await shopper('Divya Nair')
    const oa = await orderOf(a, [wrap.id])
    const ob = await orderOf(b, [wrap.id])
    const rude = await rated(a, { order_id: oa.id, order_item_id: oa.lines[0]!.id, rating: 1, review: 'Rude words' })
    await rated(b, { order_id: ob.id, order_item_id: ob.lines[0]!.id, rating: 5, review: 'Great' })
    expect(await rating(wrap.id)).toEqual({ product_id: wrap.id, rating_count: 2, review_count: 2, average_rating: 3 })

    expect((await hide(rude.id, 'hide', {})).statusCode).toBe(401)
    const hidden = await hide(rude.id)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json().review).toMatchObject({ id: rude.id, product_id: wrap.id, product_name: 'Veg wrap', hidden: true })
    // The owner's list names the product each review is about.
    const listed = (await t.app.inject({ url: `/api/admin/reviews?product_id=${wrap.id}`, headers: ownerHeaders })).json()
      .items as OwnerReview[]
    expect(listed.map((r) => r.product_name)).toEqual(['Veg wrap', 'Veg wrap'])
    expect((await hide(rude.id)).json().review).toMatchObject({ hidden: true }) // again: nothing moves
    const after = await reviews(wrap.id)
    expect(after).toMatchObject({ rating_count: 1, review_count: 1, average_rating: 5, grouped_ratings: { 5: 1, 1: 0 } })
    expect(after.reviews.map((r) => r.review)).toEqual(['Great'])
    // The author still sees it, marked hidden; changing it moves no count while hidden.
    const mine = (await t.app.inject({ url: `/api/get-order-reviews?order_id=${oa.id}`, headers: a })).json() as OrderReviews
    expect(mine.items[0]!.review).toMatchObject({ hidden: true, rating: 1 })
    await rated(a, { order_id: oa.id, order_item_id: oa.lines[0]!.id, rating: 2, review: 'Still rude' })
    expect(await rating(wrap.id)).toMatchObject({ rating_count: 1, average_rating: 5 })

    expect((await hide(rude.id, 'show')).json().review).toMatchObject({ hidden: false, rating: 2 })
    expect((await hide(rude.id, 'show')).statusCode).toBe(200)
    expect(await reviews(wrap.id)).toMatchObject({ rating_count: 2, average_rating: 3.5, grouped_ratings: { 5: 1, 2: 1, 1: 0 } })
    expect(await reviews(wrap.id)).toMatchObject(await recount(wrap.id))
    expect((await hide(99_999_999)).statusCode).toBe(404)
  })

  it('pages the reviews newest first, ten a page', async () => {
    const dosa = await createProduct(t.app, { name: 'Paged dosa' })
    const written: number[] = []
    for (let i = 0; i < 12; i++) {
      const who = await shopper(`Reviewer ${i} Test`)
      const o = await orderOf(who, [dosa.id])
      written.push((await rated(who, { order_id: o.id, order_item_id: o.lines[0]!.id, rating: (i % 5) + 1, review: `Review ${i}` })).id)
    }
    const first = await reviews(dosa.id, 1)
    const second = await reviews(dosa.id, 2)
    expect(first).toMatchObject({ rating_count: 12, current_page: 1, last_page: 2 })
    expect(first.reviews.map((r) => r.id)).toEqual(written.slice(2).reverse())
    expect(second.reviews.map((r) => r.id)).toEqual(written.slice(0, 2).reverse())
    expect((await reviews(dosa.id, 3)).reviews).toEqual([])
    expect(first.average_rating).toBe(2.8) // (1+2+3+4+5)×2 + 1+2 = 33 stars over 12
    // A cached read says when it is unchanged.
    const etag = (await t.app.inject({ url: `/api/get-product-reviews?product_id=${dosa.id}` })).headers.etag as string
    const again = await t.app.inject({ url: `/api/get-product-reviews?product_id=${dosa.id}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    // The first page and the later ones are read by two queries (repository.ts): a hidden review leaves both.
    expect((await hide(written[1]!)).statusCode).toBe(200)
    expect((await reviews(dosa.id, 1)).reviews.map((r) => r.id)).toEqual(written.slice(2).reverse())
    expect(await reviews(dosa.id, 2)).toMatchObject({ rating_count: 11, last_page: 2, reviews: [{ id: written[0] }] })
  })

  it('keeps the breakdown exact under parallel first reviews, parallel changes of one review, and parallel ratings of one item', async () => {
    const thali = await createProduct(t.app, { name: 'Thali' })
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => shopper(`Parallel ${i} Shopper`)))
    const orders: PlacedOrder[] = []
    for (const s of shoppers) orders.push(await orderOf(s, [thali.id]))
    const overHttp = (headers: Headers, body: object) =>
      fetch(`${url}/api/rate-order-item`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { review: MyReview } }))

    const firsts = await Promise.all(
      shoppers.map((s, i) =>
        overHttp(s, { order_id: orders[i]!.id, order_item_id: orders[i]!.lines[0]!.id, rating: (i % 5) + 1, review: `#${i}` }),
      ),
    )
    expect(firsts.map((r) => r.status)).toEqual(shoppers.map(() => 200))
    const afterFirsts = await reviews(thali.id)
    expect(afterFirsts).toMatchObject({ rating_count: 12, review_count: 12, grouped_ratings: { 5: 2, 4: 2, 3: 2, 2: 3, 1: 3 } })

    // One shopper changes one review 10 times at once, to different ratings and with or without text.
    const [s0] = shoppers
    const item = { order_id: orders[0]!.id, order_item_id: orders[0]!.lines[0]!.id }
    const changes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => overHttp(s0!, { ...item, rating: (i % 5) + 1, review: i % 2 ? `change ${i}` : null })),
    )
    expect(changes.map((r) => r.status)).toEqual(changes.map(() => 200))
    expect(await recount(thali.id)).toMatchObject({ rating_count: 12 })
    expect(await reviews(thali.id)).toMatchObject(await recount(thali.id))

    // A new item rated 8 times at once: one review, counted once.
    const late = await shopper('Late Comer')
    const lateOrder = await orderOf(late, [thali.id])
    const lateItem = { order_id: lateOrder.id, order_item_id: lateOrder.lines[0]!.id }
    const racing = await Promise.all(Array.from({ length: 8 }, () => overHttp(late, { ...lateItem, rating: 5, review: 'Fast' })))
    expect(racing.map((r) => r.status)).toEqual(racing.map(() => 200))
    expect(new Set(racing.map((r) => r.body.review.id)).size).toBe(1)
    const final = await reviews(thali.id)
    expect(final).toMatchObject(await recount(thali.id))
    expect(final.rating_count).toBe(13)
    const sum = Object.entries(final.grouped_ratings).reduce((s, [stars, n]) => s + Number(stars) * n, 0)
    expect(final.average_rating).toBe(Math.round((sum / 13) * 10) / 10)
  })

  it("refuses a review of a product deleted since the order, and a product's reviews go with it", async () => {
    const gone = await createProduct(t.app, { name: 'Seasonal shake' })
    const me = await shopper('Farah Khan')
    const [order, second] = [await orderOf(me, [gone.id]), await orderOf(me, [gone.id])]
    await rated(me, { order_id: second.id, order_item_id: second.lines[0]!.id, rating: 4 })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${gone.id}`, headers: ownerHeaders })).statusCode).toBe(200)
    const res = await rate(me, { order_id: order.id, order_item_id: order.lines[0]!.id, rating: 4 })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().message).toBe('This product is no longer sold, so it cannot be reviewed')
    expect(await rating(gone.id)).toMatchObject({ rating_count: 0 })
  })
})

/** A built index.html's shape (vite build), for the server-rendered product page. */
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head-->
<script type="module" crossorigin src="/assets/index-test.js"></script>
</head><body><div id="root"></div><!--app-bootstrap--></body></html>`

/** The demo's reviews, and the product page's summary and JSON-LD from the server (decision 0022). */
describe.skipIf(!databaseAvailable)('demo reviews and the product page', () => {
  let database: TestDatabase
  let distDir: string
  let app: App
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-web-'))
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE)
    app = await buildApp({
      config: { ...loadConfig({}, []), cacheVersionTtlMs: 0, webDistDir: distDir },
      db: database.db,
      ownerTokenHash: sha256(OWNER_TOKEN),
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
  })

  const jsonLd = (html: string) => {
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
    return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null
  }

  it('renders the rating summary and aggregateRating with the page, and follows a hidden review', async () => {
    const product = (await app.inject({ url: '/api/get-product?slug=margherita-pizza' })).json().product as { id: number }
    const reviews = (await app.inject({ url: `/api/get-product-reviews?product_id=${product.id}` })).json() as ProductReviews
    // Seeded through the same rules: items of the reviewers' delivered orders, the breakdown moved per review.
    expect(reviews).toMatchObject({ rating_count: 5, review_count: 4, average_rating: 4.2, grouped_ratings: { 5: 2, 4: 2, 3: 1 } })
    expect(reviews.reviews[0]).toMatchObject({ name: 'Priya S.', rating: 5, verified: true })

    const page = await app.inject({ url: '/product/margherita-pizza' })
    expect(page.statusCode).toBe(200)
    expect(jsonLd(page.body)).toMatchObject({
      '@type': 'Product',
      name: 'Margherita Pizza',
      offers: { '@type': 'Offer', price: '9.99', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 5, reviewCount: 4, bestRating: 5 },
    })
    const summary = /data-testid="rating-summary"[\s\S]*?<\/div>/.exec(page.body)?.[0] ?? ''
    expect(summary).toContain(`href="/product/reviews/${product.id}"`)
    expect(summary).toContain('4.2')
    expect(summary).toMatch(/5<!-- --> <!-- -->ratings/)

    const worst = reviews.reviews.find((r) => r.rating === 3)!
    expect((await app.inject({ method: 'POST', url: `/api/admin/reviews/${worst.id}/hide`, headers: ownerHeaders })).statusCode).toBe(200)
    const after = await app.inject({ url: '/product/margherita-pizza' })
    expect(jsonLd(after.body)).toMatchObject({ aggregateRating: { ratingValue: 4.5, ratingCount: 4, reviewCount: 4 } })

    // A product nobody rated has no aggregateRating (search engines refuse one of zero ratings).
    const plain = await app.inject({ url: '/product/cola' })
    expect(jsonLd(plain.body)).not.toHaveProperty('aggregateRating')
    expect(plain.body).toContain('No ratings yet')
  })

  it('renders the reviews page on the server with its first page, each day in the store’s time zone, and follows a hidden review', async () => {
    const product = (await app.inject({ url: '/api/get-product?slug=margherita-pizza' })).json().product as { id: number }
    const listed = async () =>
      ((await app.inject({ url: `/api/get-product-reviews?product_id=${product.id}` })).json() as ProductReviews).reviews
    const rendered = async () => {
      const page = await app.inject({ url: `/product/reviews/${product.id}` })
      expect(page.statusCode).toBe(200)
      return page.body
    }
    const dayIn = (timeZone: string, iso: string) => new Intl.DateTimeFormat('en-US', { ...DATE_STYLE, timeZone }).format(new Date(iso))
    // A zone where some review's day is not the day of the server's own zone (UTC here): UTC+14 moves
    // every moment from 10:00 UTC to the next day, UTC-12 every moment before noon to the day before.
    const reviews = await listed()
    const timeZone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) =>
      reviews.some((r) => dayIn(zone, r.created_at) !== dayIn('UTC', r.created_at)),
    )!
    const zoned = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: ownerHeaders, payload: { timezone: timeZone } })
    expect(zoned.statusCode).toBe(200)

    const before = await rendered()
    expect(before).toContain('Reviews of Margherita Pizza</h1>')
    for (const review of reviews) {
      expect(before).toContain(`data-testid="review-name">${review.name}`)
      expect(before).toContain(`<time dateTime="${review.created_at}">${dayIn(timeZone, review.created_at)}</time>`)
    }
    // Hidden, a review leaves the page (a new cache version renders it anew); shown again, it is back.
    const oldest = reviews.at(-1)!
    expect((await app.inject({ method: 'POST', url: `/api/admin/reviews/${oldest.id}/hide`, headers: ownerHeaders })).statusCode).toBe(200)
    expect(await rendered()).not.toContain(`<time dateTime="${oldest.created_at}">`)
    expect((await app.inject({ method: 'POST', url: `/api/admin/reviews/${oldest.id}/show`, headers: ownerHeaders })).statusCode).toBe(200)
    expect(await rendered()).toContain(`<time dateTime="${oldest.created_at}">`)
    // An unknown product's reviews are the not-found page, with its 404.
    expect((await app.inject({ url: '/product/reviews/99999999' })).statusCode).toBe(404)
    await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: ownerHeaders, payload: { timezone: 'UTC' } })
  })

  it('seeds the demo reviews again on a second demo seed, without piling up the reviewers or their orders', async () => {
    await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
    // Branch ids change with a new seed; the product is found by its slug.
    const product = await database.db.kysely
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'margherita-pizza')
      .executeTakeFirstOrThrow()
    const reviews = (await app.inject({ url: `/api/get-product-reviews?product_id=${product.id}` })).json() as ProductReviews
    expect(reviews).toMatchObject({ rating_count: 5, review_count: 4, average_rating: 4.2 })
    const reviewers = await database.db.kysely.selectFrom('users').select('id').where('email', 'like', '%@reviews.demo').execute()
    expect(reviewers).toHaveLength(5)
    const orders = await database.db.kysely
      .selectFrom('orders')
      .select('id')
      .where(
        'user_id',
        'in',
        reviewers.map((r) => r.id),
      )
      .execute()
    expect(orders).toHaveLength(12)
  })
})
