import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ownerDiscountEndpoints,
  ownerMarketingEndpoints,
  ownerPageEndpoints,
  ownerReferralEndpoints,
  ownerScratchCardEndpoints,
  type AuditPage,
  type CouponInput,
  type CouponUsesPage,
  type OwnerCampaign,
  type OwnerReferralsPage,
} from '@store/core'
import { addToCart, createBranch, createProduct, type Headers, placeOrder, registerShopper, unique } from '../support/factories.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
/** Stands for the number 1e309 in a body: JSON.stringify would send Infinity as null, so `json` writes it as text. */
const HUGE = '__1e309__'
const json = (body: object) => JSON.stringify(body).replaceAll(`"${HUGE}"`, '1e309')

/**
 * The owner's marketing calls on SQLite and PostgreSQL (decisions 0089, 0090): coupons keep every rule
 * the cart applies and refuse incoherent ones with the field named, a coupon lists the orders that used
 * it, a scratch-card campaign's budget holds and its figures add up, every referral is listed, every
 * write is audited, and staff are refused every marketing and pages call.
 */
describe.skipIf(!databaseAvailable)('owner API: marketing', () => {
  let t: TestApp
  let branch: number
  let other: number
  /** 20.00, no stock kept. */
  let soup: number
  let manager: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    branch = (await createBranch(t.app, { name: 'Downtown', delivery_fee: 0 })).id
    other = (await createBranch(t.app, { name: 'Harbour', delivery_fee: 0 })).id
    soup = (await createProduct(t.app, { name: 'Soup', selling_price: 2000 })).id
    manager = await staffSession(t.app, 'manager', 'Mira Manager')
  })
  afterAll(async () => {
    await t?.close()
  })

  const as = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/admin${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
  const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => as(ownerHeaders, method, path, payload)
  const history = async (type: string, id: number) => (await owner('GET', `/audit?object_type=${type}&object_id=${id}`)).json() as AuditPage
  /** A pickup order of one soup, paid in cash, with the shopper's coupon applied first; the order. */
  const orderWith = async (headers: Headers, code: string) => {
    await addToCart(t.app, headers, branch, soup, 1)
    const applied = await t.app.inject({ method: 'POST', url: `/api/cart/apply-coupon?branch_id=${branch}`, headers, payload: { code } })
    expect(applied.statusCode, applied.body).toBe(200)
    return placeOrder(t.app, headers, branch, { fulfilment: 'pickup', payment_method: 'cod' })
  }

  describe('coupons', () => {
    const everyRule = (code: string): CouponInput => ({
      code,
      title: 'Winter 12.5%',
      description: 'Up to $4 off orders from $15, once each, at Harbour, in winter.',
      kind: 'percentage',
      value: 1250,
      max_discount: 400,
      min_order: 1500,
      first_order_only: true,
      starts_at: '2026-12-01T00:00:00+05:30',
      ends_at: '2027-02-28T23:59:00Z',
      branch_id: other,
      per_user_limit: 1,
      total_limit: 250,
      is_automatic: false,
      is_active: true,
    })

    it('keeps every rule the cart applies, round trip, and audits who wrote what', async () => {
      const input = everyRule('winter-125')
      const created = await as(manager.headers, 'POST', '/coupons', input)
      expect(created.statusCode, created.body).toBe(201)
      const id = created.json().id as number
      const read = (await owner('GET', `/coupons/${id}`)).json()
      expect(read).toEqual({
        ...input,
        id,
        code: 'WINTER-125', // codes are upper-case, unique regardless of case
        starts_at: '2026-11-30T18:30:00.000Z', // instants in UTC
        ends_at: '2027-02-28T23:59:00.000Z',
        used_count: 0,
      })
      // An automatic free-delivery offer for every branch, without limits; a cap or value it cannot use is stored as nothing.
      const { id: _id, used_count: _used, ...back } = read
      const changed = {
        ...back,
        kind: 'free_delivery',
        value: 999,
        max_discount: 100,
        branch_id: null,
        is_automatic: true,
        total_limit: null,
      }
      expect((await as(manager.headers, 'PUT', `/coupons/${id}`, changed)).statusCode).toBe(200)
      expect((await owner('GET', `/coupons/${id}`)).json()).toMatchObject({
        kind: 'free_delivery',
        value: 0,
        max_discount: null,
        branch_id: null,
      })

      const [update, create] = (await history('coupon', id)).items
      expect(create).toMatchObject({ action: 'create', actor: 'Mira Manager', staff_id: manager.id })
      expect(create!.changes.code).toEqual({ before: null, after: 'WINTER-125' })
      expect(update).toMatchObject({ action: 'update', actor: 'Mira Manager' })
      expect(update!.changes).toMatchObject({
        kind: { before: 'percentage', after: 'free_delivery' },
        total_limit: { before: 250, after: null },
      })
      expect((await as(manager.headers, 'DELETE', `/coupons/${id}`)).statusCode).toBe(200)
      expect((await history('coupon', id)).items[0]).toMatchObject({ action: 'delete', actor: 'Mira Manager' })
      expect((await owner('GET', `/coupons/${id}`)).statusCode).toBe(404)
    })

    it('deletes a coupon no order used; refuses a used one (409), another id (404) and staff (403)', async () => {
      const make = async (prefix: string) => {
        const code = unique(prefix).replace('-', '')
        const res = await owner('POST', '/coupons', { code, title: 'Short offer', kind: 'flat', value: 100 })
        expect(res.statusCode, res.body).toBe(201)
        return { code, id: res.json().id as number }
      }
      const unused = await make('GONE')
      // A cart holds the code but no order used it: the coupon may go, and the cart still opens.
      const kiran = await registerShopper(t.app, 'Kiran')
      await addToCart(t.app, kiran.headers, branch, soup, 1)
      const held = await t.app.inject({
        method: 'POST',
        url: `/api/cart/apply-coupon?branch_id=${branch}`,
        headers: kiran.headers,
        payload: { code: unused.code },
      })
      expect(held.statusCode, held.body).toBe(200)

      const staff = await staffSession(t.app, 'staff')
      expect((await as(staff.headers, 'DELETE', `/coupons/${unused.id}`)).statusCode).toBe(403)
      expect((await owner('DELETE', '/coupons/2147483000')).statusCode).toBe(404)
      for (const bad of ['0', 'abc', '1e309', '-1']) expect((await owner('DELETE', `/coupons/${bad}`)).statusCode, bad).toBe(422)
      expect((await owner('GET', `/coupons/${unused.id}`)).statusCode).toBe(200)

      const deleted = await owner('DELETE', `/coupons/${unused.id}`)
      expect(deleted.statusCode, deleted.body).toBe(200)
      expect(deleted.json()).toEqual({ ok: true })
      expect((await history('coupon', unused.id)).items[0]).toMatchObject({ action: 'delete', actor: 'Owner token' })
      expect((await owner('GET', `/coupons/${unused.id}`)).statusCode).toBe(404)
      expect((await owner('DELETE', `/coupons/${unused.id}`)).statusCode).toBe(404)
      const cart = await t.app.inject({ url: `/api/get-cart?branch_id=${branch}`, headers: kiran.headers })
      expect(cart.statusCode, cart.body).toBe(200)

      // A coupon an order used stays: the order's discount, its list of uses and per-shopper limits count by its code.
      const used = await make('KEPT')
      const asha = await registerShopper(t.app, 'Asha')
      const order = await orderWith(asha.headers, used.code)
      const refused = await owner('DELETE', `/coupons/${used.id}`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(`Orders used ${used.code}, so it stays with their history. To stop it, set an end date instead`)
      expect((await owner('GET', `/coupons/${used.id}`)).json()).toMatchObject({ code: used.code })
      const uses = (await owner('GET', `/coupons/${used.id}/uses`)).json() as CouponUsesPage
      expect(uses.items.map((u) => u.order_id)).toEqual([order.id])
      expect((await history('coupon', used.id)).items.map((a) => a.action)).toEqual(['create'])
    })

    it('refuses bad values with the field named, and writes nothing', async () => {
      const before = (await owner('GET', '/coupons')).json().items.length
      const base = { code: 'GOODCODE', title: 'Offer', kind: 'flat', value: 500 }
      const cases: [string, Record<string, unknown>, string][] = [
        ['a value past any number', { value: HUGE }, 'value'],
        ['a negative value', { value: -1 }, 'value'],
        ['a fraction of a cent', { value: 2.5 }, 'value'],
        ['a value as words', { value: 'five hundred' }, 'value'],
        ['a percentage over 100%', { kind: 'percentage', value: 10_001 }, 'value'],
        ['a percentage of nothing', { kind: 'percentage', value: 0 }, 'value'],
        ['an amount of nothing', { value: 0 }, 'value'],
        ['a negative minimum', { min_order: -100 }, 'min_order'],
        ['a minimum past any number', { min_order: HUGE }, 'min_order'],
        ['an end before the start', { starts_at: inDays(5), ends_at: inDays(1) }, 'ends_at'],
        ['an end at the start', { starts_at: '2027-01-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' }, 'ends_at'],
        ['a date that is no date', { starts_at: 'next tuesday' }, 'starts_at'],
        ['an unknown branch', { branch_id: 2_000_000 }, 'branch_id'],
        ['a branch id of 0', { branch_id: 0 }, 'branch_id'],
        ['no uses in all', { total_limit: 0 }, 'total_limit'],
        ['a per-shopper limit past any number', { per_user_limit: HUGE }, 'per_user_limit'],
        ['a code too long', { code: 'X'.repeat(51) }, 'code'],
        ['a code with spaces', { code: 'TEN OFF' }, 'code'],
        ['an unknown kind', { kind: 'bogo' }, 'kind'],
        ['a field the schema does not know', { discount_for_me: 100 }, 'discount_for_me'],
        ['a title of 10,000 characters', { title: 'x'.repeat(10_000) }, 'title'],
      ]
      for (const [what, change, field] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/coupons',
          headers: { ...ownerHeaders, 'content-type': 'application/json' },
          payload: json({ ...base, ...change }),
        })
        expect(res.statusCode, `${what}: ${res.body}`).toBe(422)
        const answer = res.json() as { message: string; errors: { path: string }[] }
        expect(
          answer.errors.map((e) => e.path.replace(/^body\/?/, '') || 'body'),
          what,
        ).toContain(field)
      }
      // A code is unique regardless of case.
      expect((await owner('POST', '/coupons', { ...base, code: 'SAMECODE' })).statusCode).toBe(201)
      const clash = await owner('POST', '/coupons', { ...base, code: 'samecode' })
      expect(clash.statusCode).toBe(422)
      expect(clash.json().errors).toEqual([{ path: 'code', message: 'is already used' }])
      expect((await owner('GET', '/coupons')).json().items.length).toBe(before + 1)
      expect((await owner('PUT', '/coupons/2147483000', base)).statusCode).toBe(404)
    })

    it('lists the orders that used a coupon, newest first, with the uses carts hold; a used code keeps its name', async () => {
      const code = unique('USES').replace('-', '')
      const created = await owner('POST', '/coupons', { code, title: '$3 off', kind: 'flat', value: 300, total_limit: 10 })
      const id = created.json().id as number
      const uses = async (page = 1) => {
        const res = await owner('GET', `/coupons/${id}/uses?page=${page}`)
        expect(res.statusCode, res.body).toBe(200)
        return res.json() as CouponUsesPage
      }
      expect(await uses()).toEqual({ items: [], current_page: 1, last_page: 1, total: 0, held_by_carts: 0 })

      const asha = await registerShopper(t.app, 'Asha')
      const ravi = await registerShopper(t.app, 'Ravi')
      const first = await orderWith(asha.headers, code)
      const second = await orderWith(ravi.headers, code)
      // A third shopper applies the code and has not ordered yet: the use is held, no order.
      const kiran = await registerShopper(t.app, 'Kiran')
      await addToCart(t.app, kiran.headers, branch, soup, 1)
      await t.app.inject({ method: 'POST', url: `/api/cart/apply-coupon?branch_id=${branch}`, headers: kiran.headers, payload: { code } })
      // An order without the code is not listed.
      await addToCart(t.app, asha.headers, branch, soup, 1)
      await placeOrder(t.app, asha.headers, branch, { fulfilment: 'pickup', payment_method: 'cod' })

      const page = await uses()
      expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 2, held_by_carts: 1 })
      expect(page.items.map((u) => [u.order_id, u.number, u.customer, u.subtotal, u.discount, u.status])).toEqual([
        [second.id, second.number, 'Ravi', 2000, 300, 'placed'],
        [first.id, first.number, 'Asha', 2000, 300, 'placed'],
      ])
      expect(page.items[0]!.total).toBe(second.totals.total)
      expect((await owner('GET', `/coupons/${id}`)).json().used_count).toBe(3)

      // A cancelled order stays listed as cancelled; its use is given back.
      expect((await owner('POST', `/orders/${first.id}/cancel`, { reason: 'Out of soup' })).statusCode).toBe(200)
      expect((await uses()).items.map((u) => u.status)).toEqual(['placed', 'cancelled'])
      expect((await owner('GET', `/coupons/${id}`)).json().used_count).toBe(2)
      expect((await uses(2)).items).toEqual([])

      // Orders and per-shopper limits count by code: a used coupon keeps its code.
      const { id: _i, used_count: _u, ...input } = (await owner('GET', `/coupons/${id}`)).json()
      const renamed = await owner('PUT', `/coupons/${id}`, { ...input, code: 'RENAMED' })
      expect(renamed.statusCode).toBe(422)
      expect(renamed.json().errors[0].path).toBe('code')
      expect((await owner('PUT', `/coupons/${id}`, { ...input, title: '$3 off soup' })).statusCode).toBe(200)

      for (const query of ['?page=0', '?page=1e309', '?page=abc', '?page=100001', '?per_page=5'])
        expect((await owner('GET', `/coupons/${id}/uses${query}`)).statusCode, query).toBe(422)
      expect((await owner('GET', '/coupons/2147483000/uses')).statusCode).toBe(404)
    })
  })

  describe('scratch-card campaigns', () => {
    /** Moves a pickup order to picked up: the move that issues its card. */
    const pickUp = async (orderId: string) => {
      for (const status of ['accepted', 'preparing', 'ready_for_pickup', 'picked_up']) {
        const res = await owner('POST', `/orders/${orderId}/status`, { status })
        expect(res.statusCode, res.body).toBe(200)
      }
    }
    const campaign = async (id: number) => (await owner('GET', `/scratch-campaigns/${id}`)).json() as OwnerCampaign

    it('holds the budget: a card whose money would pass it wins nothing; issued, redeemed and paid add up', async () => {
      const created = await as(manager.headers, 'POST', '/scratch-campaigns', {
        name: 'Budgeted cards',
        starts_at: '2020-01-01T00:00:00Z',
        min_order_total: 0,
        card_valid_days: 7,
        budget: 300,
        prizes: [{ kind: 'wallet', weight: 1, min_amount: 200, max_amount: 200 }],
      })
      expect(created.statusCode, created.body).toBe(201)
      const id = created.json().id as number
      expect((await history('scratch_campaign', id)).items[0]).toMatchObject({ action: 'create', actor: 'Mira Manager' })

      const shopper = await registerShopper(t.app, 'Neha')
      for (let i = 0; i < 2; i++) {
        await addToCart(t.app, shopper.headers, branch, soup, 1)
        await pickUp((await placeOrder(t.app, shopper.headers, branch, { fulfilment: 'pickup', payment_method: 'cod' })).id)
      }
      expect(await campaign(id)).toMatchObject({ budget: 300, cards_issued: 2, cards_redeemed: 0, money_promised: 200, money_paid: 0 })

      const cards = (await t.app.inject({ url: '/api/scratch-cards', headers: shopper.headers })).json().cards as { id: number }[]
      const prizes = []
      for (const card of cards) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/redeem-scratch-card',
          headers: shopper.headers,
          payload: { card_id: card.id },
        })
        expect(res.statusCode, res.body).toBe(200)
        prizes.push(res.json().card.prize)
      }
      // One card won the 2.00; the budget of 3.00 could not hold a second.
      expect(prizes.map((p: { kind: string; amount: number | null }) => [p.kind, p.amount]).sort()).toEqual([
        ['none', null],
        ['wallet', 200],
      ])
      expect(await campaign(id)).toMatchObject({
        cards_issued: 2,
        cards_redeemed: 2,
        cards_expired: 0,
        money_promised: 200,
        money_paid: 200,
      })
      expect((await t.app.inject({ url: '/api/check-wallet', headers: shopper.headers })).json().balance).toBe(200)

      // Editing keeps what the cards promised; the audit log has the edit, not the card figures.
      const { id: _id, cards_issued, cards_redeemed, cards_expired, money_promised, money_paid, coupons_won, ...input } = await campaign(id)
      expect([cards_issued, cards_redeemed, cards_expired, money_paid, coupons_won]).toEqual([2, 2, 0, 200, 0])
      expect((await as(manager.headers, 'PUT', `/scratch-campaigns/${id}`, { ...input, budget: null })).statusCode).toBe(200)
      expect(await campaign(id)).toMatchObject({ budget: null, money_promised })
      const [update] = (await history('scratch_campaign', id)).items
      expect(update!.changes).toEqual({ budget: { before: 300, after: null } })
    })

    it('refuses a budget of nothing, past any number, or as text', async () => {
      const base = {
        name: 'Cards',
        starts_at: '2020-01-01T00:00:00Z',
        min_order_total: 0,
        card_valid_days: 7,
        prizes: [{ kind: 'none', weight: 1 }],
      }
      for (const budget of [0, -5, 2.5, 'plenty', true, HUGE]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/scratch-campaigns',
          headers: { ...ownerHeaders, 'content-type': 'application/json' },
          payload: json({ ...base, budget }),
        })
        expect(res.statusCode, `${String(budget)}: ${res.body}`).toBe(422)
        expect(res.json().errors[0].path).toBe('body/budget')
      }
    })
  })

  describe('referrals', () => {
    it("lists every shopper's referrals, newest first, and audits the settings", async () => {
      const settings = { enabled: true, referrer_bonus: 500, friend_bonus: 300, per_referrer_limit: 5 }
      expect((await as(manager.headers, 'PUT', '/referral-settings', settings)).statusCode).toBe(200)
      expect((await history('referral_settings', 1)).items[0]).toMatchObject({
        actor: 'Mira Manager',
        changes: { enabled: { before: false, after: true }, referrer_bonus: { before: 0, after: 500 } },
      })
      const referrer = await registerShopper(t.app, 'Priya')
      const code = (await t.app.inject({ url: '/api/user/referrals', headers: referrer.headers })).json().referral_code as string
      for (const [i, name] of ['Arjun', 'Divya'].entries()) {
        const n = `${String(Date.now()).slice(-6)}${i}`
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            name,
            email: `${name.toLowerCase()}.${n}@example.com`,
            phone: `+91700${n}`,
            password: 'long enough secret',
            referral_code: code,
          },
        })
        expect(res.statusCode, res.body).toBe(201)
      }
      const res = await owner('GET', '/referrals')
      expect(res.statusCode).toBe(200)
      const page = res.json() as OwnerReferralsPage
      expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 2 })
      expect(page.items.map((r) => [r.referrer.name, r.friend.name, r.state, r.reason, r.referrer_bonus])).toEqual([
        ['Priya', 'Divya', 'pending', null, null],
        ['Priya', 'Arjun', 'pending', null, null],
      ])
      expect((await owner('GET', '/referrals?page=2')).json().items).toEqual([])
      for (const query of ['?page=0', '?page=1e309', '?page=x', '?q=priya'])
        expect((await owner('GET', `/referrals${query}`)).statusCode, query).toBe(422)
    })
  })

  it('refuses staff every marketing and pages call (403), and lets a manager through', async () => {
    const staff = await staffSession(t.app, 'staff')
    const calls = Object.keys({
      ...ownerDiscountEndpoints,
      ...ownerMarketingEndpoints,
      ...ownerScratchCardEndpoints,
      ...ownerReferralEndpoints,
      ...ownerPageEndpoints,
    })
    expect(calls.length).toBeGreaterThanOrEqual(18)
    for (const call of calls) {
      const [method, path] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string]
      const url = path.replace('/api/admin', '').replace(':id', '2147483000')
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined
      expect((await as(staff.headers, method, url, payload)).statusCode, `staff: ${call}`).toBe(403)
      expect([401, 403], `manager: ${call}`).not.toContain((await as(manager.headers, method, url, payload)).statusCode)
    }
  })
})
