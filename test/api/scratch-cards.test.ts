import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CampaignInput, Order, RewardsPage, ScratchCard, ScratchCardsPage } from '@store/core'
import {
  addAddress,
  addToCart,
  createBranch,
  createCoupon,
  createProduct,
  fundWallet,
  type Headers,
  placeOrder,
  registerShopper,
} from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const LONG_AGO = '2020-01-01T00:00:00.000Z'

/**
 * Scratch cards and rewards, on SQLite and PostgreSQL: campaigns, one card per delivered order,
 * the prize hidden until redeemed, one credit however many redeems, expiry, BOLA and bad input.
 */
describe.skipIf(!databaseAvailable)('scratch cards and rewards API', () => {
  let t: TestApp
  /** The app on a loopback port, for parallel requests over real HTTP connections. */
  let url: string
  let branch: number
  /** 10.00 each; no stock kept, so any number of orders can be placed. */
  let mug: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    branch = (await createBranch(t.app, { name: 'Downtown', pincodes: ['10001'], delivery_fee: 0 })).id
    mug = (await createProduct(t.app, { name: 'Mug', selling_price: 1000 })).id
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  const owner = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/admin${path}`, headers: ownerHeaders, payload: payload as object })
  /** A campaign that every order earns a card from unless told otherwise; its id. */
  const createCampaign = async (overrides: Partial<CampaignInput> = {}) => {
    const input: CampaignInput = {
      name: 'Thank-you cards',
      starts_at: LONG_AGO,
      ends_at: null,
      min_order_total: 0,
      card_valid_days: 7,
      prizes: [{ kind: 'wallet', weight: 1, min_amount: 250, max_amount: 250 }],
      ...overrides,
    }
    const res = await owner('POST', '/scratch-campaigns', input)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id as number
  }
  const endCampaign = async (id: number) => {
    const current = (await owner('GET', `/scratch-campaigns/${id}`)).json()
    const {
      id: _id,
      cards_issued: _i,
      cards_redeemed: _r,
      cards_expired: _e,
      money_promised: _m,
      money_paid: _p,
      coupons_won: _c,
      ...input
    } = current
    expect((await owner('PUT', `/scratch-campaigns/${id}`, { ...input, is_active: false })).statusCode).toBe(200)
  }
  const newShopper = async (name = 'Meera') => {
    const { headers } = await registerShopper(t.app, name)
    return { headers, addressId: await addAddress(t.app, headers) }
  }
  /** Places a cash order of `mugs` mugs and moves it to out for delivery; the order. */
  const dispatchedOrder = async (shopper: { headers: Headers; addressId: number }, mugs = 1): Promise<Order> => {
    await addToCart(t.app, shopper.headers, branch, mug, mugs)
    const order = await placeOrder(t.app, shopper.headers, branch, {
      fulfilment: 'delivery',
      address_id: shopper.addressId,
      payment_method: 'cod',
    })
    for (const status of ['accepted', 'preparing', 'out_for_delivery']) {
      const res = await owner('POST', `/orders/${order.id}/status`, { status })
      expect(res.statusCode, res.body).toBe(200)
    }
    return order
  }
  const deliver = (order: Order) => owner('POST', `/orders/${order.id}/status`, { status: 'delivered' })
  const deliveredOrder = async (shopper: { headers: Headers; addressId: number }, mugs = 1) => {
    const order = await dispatchedOrder(shopper, mugs)
    const res = await deliver(order)
    expect(res.statusCode, res.body).toBe(200)
    return order
  }
  const cards = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ url: `/api/scratch-cards${query}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as ScratchCardsPage
  }
  const redeem = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/redeem-scratch-card', headers, payload: payload as object })
  const balance = async (headers: Headers) => (await t.app.inject({ url: '/api/check-wallet', headers })).json().balance as number
  const ledger = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/wallet/transactions', headers })).json().entries as {
      amount: number
      reason: string
      reference_type: string
      reference_id: string | null
    }[]
  const rewards = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/rewards', headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as RewardsPage
  }

  it('issues one card for a delivered order, hides its prize, and reveals and credits it once on redeem', async () => {
    const campaign = await createCampaign({ name: 'Diwali cards' })
    const me = await newShopper()
    const order = await deliveredOrder(me)
    const [card] = (await cards(me.headers)).cards
    expect(card).toMatchObject({ title: 'Diwali cards', state: 'unscratched', order_number: order.number, redeemed_at: null, prize: null })
    // Valid for the campaign's 7 days from issue.
    expect(Date.parse(card!.expires_at) - Date.parse(card!.issued_at)).toBe(7 * 24 * 60 * 60_000)
    expect(await balance(me.headers)).toBe(0)

    const first = await redeem(me.headers, { card_id: card!.id })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      card: { id: card!.id, state: 'redeemed', prize: { kind: 'wallet', amount: 250, coupon_code: null } },
      wallet: { balance: 250 },
    })
    // Again: the same prize, nothing more credited.
    const again = await redeem(me.headers, { card_id: card!.id })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ card: { state: 'redeemed', prize: { amount: 250 } }, wallet: { balance: 250 } })
    expect(await ledger(me.headers)).toEqual([
      expect.objectContaining({
        amount: 250,
        reason: 'Scratch card: Diwali cards',
        reference_type: 'card',
        reference_id: String(card!.id),
      }),
    ])
    expect((await cards(me.headers)).cards[0]).toMatchObject({ state: 'redeemed', prize: { kind: 'wallet', amount: 250 } })
    expect((await owner('GET', `/scratch-campaigns/${campaign}`)).json()).toMatchObject({ cards_issued: 1, cards_redeemed: 1 })
    await endCampaign(campaign)
  })

  it('credits once when 20 redeems of one card arrive in parallel on real connections', async () => {
    const campaign = await createCampaign({ prizes: [{ kind: 'wallet', weight: 1, min_amount: 199, max_amount: 199 }] })
    const me = await newShopper()
    await deliveredOrder(me)
    const [card] = (await cards(me.headers)).cards
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/api/user/redeem-scratch-card`, {
          method: 'POST',
          headers: { ...me.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ card_id: card!.id }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { card: ScratchCard } })),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    for (const a of answers) expect(a.body.card.prize).toEqual({ kind: 'wallet', amount: 199, coupon_code: null })
    expect(await balance(me.headers)).toBe(199)
    expect((await ledger(me.headers)).filter((e) => e.reference_type === 'card')).toHaveLength(1)
    await endCampaign(campaign)
  })

  it('issues a card once per order, however often the delivered move is made or reported', async () => {
    const campaign = await createCampaign()
    const me = await newShopper()
    const order = await dispatchedOrder(me)
    // 10 parallel delivered moves: the status's conditional UPDATE lets one through, the others are refused.
    const moves = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${url}/api/admin/orders/${order.id}/status`, {
          method: 'POST',
          headers: { ...ownerHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'delivered' }),
        }).then((res) => res.status),
      ),
    )
    expect(moves.filter((s) => s === 200)).toHaveLength(1)
    expect((await cards(me.headers)).total).toBe(1)
    // The same event told again (a retried listener): the unique order_id keeps it at one card.
    const row = await t.database.db.kysely.selectFrom('orders').selectAll().where('public_id', '=', order.id).executeTakeFirstOrThrow()
    for (let i = 0; i < 2; i++)
      await t.database.db.kysely.transaction().execute((trx) => t.app.ctx.services.scratchCards.onOrderDelivered(trx, row))
    expect((await cards(me.headers)).total).toBe(1)
    await endCampaign(campaign)
  })

  it('issues cards only for orders a campaign covers: active, in its window, at its minimum; the most demanding match wins', async () => {
    const me = await newShopper()
    const small = await createCampaign({ name: 'Any order', min_order_total: 0 })
    const big = await createCampaign({ name: 'Big orders', min_order_total: 3000 })
    const future = await createCampaign({ name: 'Next year', starts_at: '2099-01-01T00:00:00Z', min_order_total: 0 })
    const past = await createCampaign({ name: 'Last year', starts_at: LONG_AGO, ends_at: '2021-01-01T00:00:00+05:30' })

    await deliveredOrder(me, 3) // 30.00: both Any order and Big orders match; Big orders is the more demanding
    await deliveredOrder(me, 1) // 10.00: Any order only
    expect((await cards(me.headers)).cards.map((c) => c.title)).toEqual(['Any order', 'Big orders'])

    await endCampaign(small)
    await endCampaign(big)
    await deliveredOrder(me, 5) // only ended, future and past campaigns left: no card
    expect((await cards(me.headers)).total).toBe(2)
    await endCampaign(future)
    await endCampaign(past)
  })

  it('refuses an expired card with a clear message and credits nothing', async () => {
    const campaign = await createCampaign()
    const me = await newShopper()
    await deliveredOrder(me)
    const [card] = (await cards(me.headers)).cards
    await t.database.db.kysely
      .updateTable('scratch_cards')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', card!.id)
      .execute()
    expect((await cards(me.headers)).cards[0]).toMatchObject({ state: 'expired', prize: null })
    const res = await redeem(me.headers, { card_id: card!.id })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: 'This card has expired', errors: [{ path: 'card_id', message: 'This card has expired' }] })
    expect(await balance(me.headers)).toBe(0)
    expect(await ledger(me.headers)).toEqual([])
    await endCampaign(campaign)
  })

  it('reveals a coupon or nothing without touching the wallet, and lists rewards with totals', async () => {
    const coupon = await createCoupon(t.app, { code: 'SCRATCH10', kind: 'percentage', value: 1000 })
    const me = await newShopper()
    const couponCampaign = await createCampaign({ name: 'Coupon cards', prizes: [{ kind: 'coupon', weight: 5, coupon_code: 'scratch10' }] })
    await deliveredOrder(me)
    await endCampaign(couponCampaign)
    const nothing = await createCampaign({ name: 'Maybe next time', prizes: [{ kind: 'none', weight: 1 }] })
    await deliveredOrder(me)
    await endCampaign(nothing)
    const money = await createCampaign({ name: 'Cash cards', prizes: [{ kind: 'wallet', weight: 1, min_amount: 300, max_amount: 300 }] })
    await deliveredOrder(me)
    await endCampaign(money)

    const [cash, none, won] = (await cards(me.headers)).cards
    expect((await redeem(me.headers, { card_id: won!.id })).json()).toMatchObject({
      card: { prize: { kind: 'coupon', amount: null, coupon_code: coupon.code } },
      wallet: { balance: 0 },
    })
    expect((await redeem(me.headers, { card_id: none!.id })).json()).toMatchObject({
      card: { prize: { kind: 'none', amount: null, coupon_code: null } },
      wallet: { balance: 0 },
    })
    await redeem(me.headers, { card_id: cash!.id })
    // A referral bonus and an owner's adjustment: the first is a reward, the second is not.
    const userId = await fundWallet(t.app, me.headers, 1)
    await t.database.db.kysely
      .transaction()
      .execute((trx) => t.app.ctx.services.wallet.credit(trx, userId, 500, 'Your friend Ravi ordered', { type: 'referral', id: '1' }))

    const page = await rewards(me.headers)
    expect(page.totals).toEqual({ earned: 800, cards: 300, referrals: 500, coupons_won: 1 })
    expect(page.coupons).toEqual([{ card_id: won!.id, title: 'Coupon cards', coupon_code: 'SCRATCH10', redeemed_at: expect.any(String) }])
    expect(page.entries.map((e) => [e.source, e.amount, e.reason])).toEqual([
      ['referral', 500, 'Your friend Ravi ordered'],
      ['card', 300, 'Scratch card: Cash cards'],
    ])
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 2 })
  })

  it("answers 404 for another shopper's card or an unknown one, and 401 for a guest, changing nothing", async () => {
    const campaign = await createCampaign()
    const asha = await newShopper('Asha')
    const ravi = await newShopper('Ravi')
    await deliveredOrder(asha)
    const [card] = (await cards(asha.headers)).cards
    expect((await cards(ravi.headers)).cards).toEqual([])
    const stolen = await redeem(ravi.headers, { card_id: card!.id })
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().message).toBe('Scratch card not found')
    expect((await redeem(ravi.headers, { card_id: 2_147_483_000 })).statusCode).toBe(404)
    expect((await redeem({}, { card_id: card!.id })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/scratch-cards' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/rewards' })).statusCode).toBe(401)
    expect(await balance(ravi.headers)).toBe(0)
    expect((await cards(asha.headers)).cards[0]).toMatchObject({ state: 'unscratched' })
    await endCampaign(campaign)
  })

  it('answers 422 for bad card ids and pages', async () => {
    const me = await newShopper()
    const raw = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/redeem-scratch-card',
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: body,
      })
    for (const body of [
      '{"card_id":1e309}',
      '{"card_id":"Infinity"}',
      '{"card_id":"abc"}',
      '{"card_id":"1e3"}',
      '{"card_id":0}',
      '{"card_id":-1}',
      '{"card_id":1.5}',
      '{"card_id":99999999999}',
      '{"card_id":null}',
      '{}',
      '{"card_id":1,"prize":"wallet"}',
      '[1]',
      '{"card_id":',
    ]) {
      const res = await raw(body)
      expect(res.statusCode, `${body}: ${res.body}`).toBe(422)
      expect(res.json().message, body).toEqual(expect.any(String))
    }
    for (const path of ['/api/scratch-cards', '/api/rewards'])
      for (const query of ['?page=1e309', '?page=Infinity', '?page=abc', '?page=0', '?page=99999999999', '?per_page=101']) {
        const res = await t.app.inject({ url: `${path}${query}`, headers: me.headers })
        expect(res.statusCode, `${path}${query}: ${res.body}`).toBe(422)
      }
  })

  describe('owner campaigns', () => {
    const valid: CampaignInput = {
      name: 'Weekend cards',
      starts_at: '2026-01-01T00:00:00+05:30',
      ends_at: '2026-02-01T00:00:00Z',
      min_order_total: 1500,
      card_valid_days: 14,
      prizes: [
        { kind: 'wallet', weight: 3, min_amount: 100, max_amount: 500 },
        { kind: 'none', weight: 1 },
      ],
    }

    it('creates, reads, lists and replaces a campaign, dates kept in UTC', async () => {
      const id = await createCampaign(valid)
      const read = (await owner('GET', `/scratch-campaigns/${id}`)).json()
      expect(read).toEqual({
        id,
        name: 'Weekend cards',
        starts_at: '2025-12-31T18:30:00.000Z',
        ends_at: '2026-02-01T00:00:00.000Z',
        min_order_total: 1500,
        card_valid_days: 14,
        is_active: true,
        budget: null,
        prizes: [
          { kind: 'wallet', weight: 3, min_amount: 100, max_amount: 500, coupon_code: null },
          { kind: 'none', weight: 1, min_amount: null, max_amount: null, coupon_code: null },
        ],
        cards_issued: 0,
        cards_redeemed: 0,
        cards_expired: 0,
        money_promised: 0,
        money_paid: 0,
        coupons_won: 0,
      })
      expect((await owner('GET', '/scratch-campaigns')).json().items.map((c: { id: number }) => c.id)).toContain(id)
      const replaced = await owner('PUT', `/scratch-campaigns/${id}`, { ...valid, is_active: false, prizes: [{ kind: 'none', weight: 2 }] })
      expect(replaced.statusCode, replaced.body).toBe(200)
      expect((await owner('GET', `/scratch-campaigns/${id}`)).json()).toMatchObject({
        is_active: false,
        prizes: [{ kind: 'none', weight: 2 }],
      })
      expect((await owner('PUT', '/scratch-campaigns/2147483000', valid)).statusCode).toBe(404)
      expect((await owner('GET', '/scratch-campaigns/2147483000')).statusCode).toBe(404)
    })

    it('refuses incoherent or malformed campaigns with the field named, and needs the owner token', async () => {
      const cases: [string, unknown, string][] = [
        ['ends before it starts', { ...valid, ends_at: '2025-12-01T00:00:00Z' }, 'ends_at'],
        ['wallet prize without amounts', { ...valid, prizes: [{ kind: 'wallet', weight: 1 }] }, 'prizes/0/min_amount'],
        ['max below min', { ...valid, prizes: [{ kind: 'wallet', weight: 1, min_amount: 500, max_amount: 100 }] }, 'prizes/0/max_amount'],
        ['coupon prize without code', { ...valid, prizes: [{ kind: 'coupon', weight: 1 }] }, 'prizes/0/coupon_code'],
        [
          'unknown coupon',
          {
            ...valid,
            prizes: [
              { kind: 'none', weight: 1 },
              { kind: 'coupon', weight: 1, coupon_code: 'NOPE123' },
            ],
          },
          'prizes/1/coupon_code',
        ],
        ['no prizes', { ...valid, prizes: [] }, 'body/prizes'],
        ['21 prizes', { ...valid, prizes: Array(21).fill({ kind: 'none', weight: 1 }) }, 'body/prizes'],
        ['weight 0', { ...valid, prizes: [{ kind: 'none', weight: 0 }] }, 'body/prizes/0/weight'],
        ['kind unknown', { ...valid, prizes: [{ kind: 'car', weight: 1 }] }, 'body/prizes/0/kind'],
        ['valid for 0 days', { ...valid, card_valid_days: 0 }, 'body/card_valid_days'],
        ['a date that is not one', { ...valid, starts_at: 'tomorrow' }, 'body/starts_at'],
        ['minimum "Infinity"', { ...valid, min_order_total: 'Infinity' }, 'body/min_order_total'],
        ['unknown field', { ...valid, cost_centre: 'marketing' }, 'body'],
      ]
      for (const [what, body, path] of cases) {
        const res = await owner('POST', '/scratch-campaigns', body)
        expect(res.statusCode, `${what}: ${res.body}`).toBe(422)
        expect(res.json().errors?.[0]?.path ?? '', what).toContain(path)
      }
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/admin/scratch-campaigns',
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify(valid).replace('"min_order_total":1500', '"min_order_total":1e309'),
      })
      expect(huge.statusCode).toBe(422)
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/scratch-campaigns', payload: valid })).statusCode).toBe(401)
      expect((await t.app.inject({ url: '/api/admin/scratch-campaigns' })).statusCode).toBe(401)
    })
  })
})
