import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CampaignInput, CouponInput, OwnerCoupon, ScratchCardsPage } from '@store/core'
import { addToCart, createBranch, createCoupon, createProduct, registerShopper, unique } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

const LONG_AGO = '2020-01-01T00:00:00.000Z'

/**
 * Coupons that scratch-card prizes give (decision 0089), on SQLite and PostgreSQL: a prize names a
 * coupon shoppers can enter, and that coupon is neither deleted (409) nor renamed or made automatic
 * (422) while a live campaign gives it or a card not yet scratched holds it — the card would reveal
 * a code that no longer works. A campaign saved while its coupon is deleted never ends up naming it.
 */
describe.skipIf(!databaseAvailable)('scratch-card prizes and the coupons they name', () => {
  let t: TestApp
  let branch: number
  let soup: number
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    branch = (await createBranch(t.app, { name: 'Centre' })).id
    soup = (await createProduct(t.app, { name: 'Soup', selling_price: 1000 })).id
  })
  afterAll(async () => {
    await t?.close()
  })

  const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/admin${path}`, headers: ownerHeaders, ...(payload ? { payload: payload as object } : {}) })
  const campaign = (code: string, overrides: Partial<CampaignInput> = {}): CampaignInput => ({
    name: unique('Cards'),
    starts_at: LONG_AGO,
    ends_at: null,
    min_order_total: 0,
    card_valid_days: 7,
    prizes: [{ kind: 'coupon', weight: 1, coupon_code: code }],
    ...overrides,
  })
  const couponInput = ({ id: _id, used_count: _u, ...input }: OwnerCoupon): CouponInput => input
  const readCoupon = async (id: number) => (await owner('GET', `/coupons/${id}`)).json() as OwnerCoupon
  const deletions = async (id: number) =>
    (await owner('GET', `/audit?object_type=coupon&object_id=${id}`)).json().items.filter((a: { action: string }) => a.action === 'delete')

  it('refuses a prize naming an unknown coupon or an automatic offer, on create and on replace, with the field named', async () => {
    const automatic = await createCoupon(t.app, { code: unique('AUTO').replace('-', ''), kind: 'flat', value: 100, is_automatic: true })
    const cases: [string, CampaignInput, string, string][] = [
      ['unknown', campaign('NOSUCHCODE'), 'prizes/0/coupon_code', `is not one of the store's coupons`],
      [
        'automatic',
        campaign(automatic.code, {
          prizes: [
            { kind: 'none', weight: 1 },
            { kind: 'coupon', weight: 1, coupon_code: automatic.code.toLowerCase() },
          ],
        }),
        'prizes/1/coupon_code',
        'is an automatic offer: it applies by itself, so shoppers cannot enter it as a prize',
      ],
    ]
    const good = await owner(
      'POST',
      '/scratch-campaigns',
      campaign(automatic.code, { prizes: [{ kind: 'none', weight: 1 }], is_active: false }),
    )
    expect(good.statusCode, good.body).toBe(201)
    const before = (await owner('GET', '/scratch-campaigns')).json().items.length
    for (const [what, body, path, message] of cases) {
      for (const [method, url] of [
        ['POST', '/scratch-campaigns'],
        ['PUT', `/scratch-campaigns/${good.json().id}`],
      ] as const) {
        const res = await owner(method, url, body)
        expect(res.statusCode, `${what} ${method}: ${res.body}`).toBe(422)
        expect(res.json(), what).toEqual({ message: `${path} ${message}`, errors: [{ path, message }] })
      }
    }
    expect((await owner('GET', '/scratch-campaigns')).json().items.length).toBe(before)
    expect((await owner('GET', `/scratch-campaigns/${good.json().id}`)).json().prizes).toEqual([
      { kind: 'none', weight: 1, min_amount: null, max_amount: null, coupon_code: null },
    ])
  })

  it('keeps a coupon a live campaign gives, then one a card not yet scratched holds, and lets it go after', async () => {
    const coupon = await createCoupon(t.app, { code: unique('WIN').replace('-', ''), kind: 'percentage', value: 1000 })
    const made = await owner('POST', '/scratch-campaigns', campaign(coupon.code.toLowerCase(), { name: 'Winter cards' }))
    expect(made.statusCode, made.body).toBe(201)
    const campaignId = made.json().id as number

    const refused = await owner('DELETE', `/coupons/${coupon.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      `The scratch-card campaign "Winter cards" gives ${coupon.code} as a prize, so it stays. Take it out of the campaign’s prizes, or end the campaign, first`,
    )
    expect((await owner('GET', `/coupons/${coupon.id}`)).statusCode).toBe(200)
    expect(await deletions(coupon.id)).toEqual([])

    // Renamed or made automatic, the prize would name a code shoppers cannot enter.
    const current = couponInput(await readCoupon(coupon.id))
    const renamed = await owner('PUT', `/coupons/${coupon.id}`, { ...current, code: 'SOMETHINGELSE' })
    expect(renamed.statusCode, renamed.body).toBe(422)
    expect(renamed.json().errors).toEqual([
      { path: 'code', message: `cannot change: the scratch-card campaign "Winter cards" gives ${coupon.code} as a prize` },
    ])
    const automatic = await owner('PUT', `/coupons/${coupon.id}`, { ...current, is_automatic: true })
    expect(automatic.statusCode, automatic.body).toBe(422)
    expect(automatic.json().errors[0].path).toBe('is_automatic')
    expect(await readCoupon(coupon.id)).toMatchObject({ code: coupon.code, is_automatic: false })
    // Any other change is fine.
    expect((await owner('PUT', `/coupons/${coupon.id}`, { ...current, title: 'Winter: 10% off' })).statusCode).toBe(200)

    // A shopper holds a card of it; the campaign then ends.
    const asha = await registerShopper(t.app, 'Asha')
    const userId = (await t.app.inject({ url: '/api/user/details', headers: asha.headers })).json().user.id as number
    await t.app.ctx.services.owner.scratchCards.giveCard(userId, campaignId)
    const {
      id: _id,
      cards_issued: _i,
      cards_redeemed: _r,
      cards_expired: _e,
      money_promised: _m,
      money_paid: _p,
      coupons_won: _c,
      ...input
    } = (await owner('GET', `/scratch-campaigns/${campaignId}`)).json()
    expect((await owner('PUT', `/scratch-campaigns/${campaignId}`, { ...input, is_active: false })).statusCode).toBe(200)
    const held = await owner('DELETE', `/coupons/${coupon.id}`)
    expect(held.statusCode).toBe(409)
    expect(held.json().message).toBe(
      `1 scratch card not yet scratched holds ${coupon.code} as a prize, so it stays. It can go once the card is scratched or expired`,
    )

    // The shopper scratches it and wins a code that works.
    const card = ((await t.app.inject({ url: '/api/scratch-cards', headers: asha.headers })).json() as ScratchCardsPage).cards[0]!
    const won = await t.app.inject({
      method: 'POST',
      url: '/api/user/redeem-scratch-card',
      headers: asha.headers,
      payload: { card_id: card.id },
    })
    expect(won.json().card.prize).toEqual({ kind: 'coupon', amount: null, coupon_code: coupon.code })
    await addToCart(t.app, asha.headers, branch, soup, 1)
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?branch_id=${branch}`,
      headers: asha.headers,
      payload: { code: coupon.code },
    })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toMatchObject({ coupon_applied: true, order_discount_amount: 100 })

    // Nothing gives it any more (an ended campaign, a scratched card): it may go.
    const deleted = await owner('DELETE', `/coupons/${coupon.id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await deletions(coupon.id)).toHaveLength(1)
  })

  it('never leaves a live campaign naming a coupon deleted at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      const coupon = await createCoupon(t.app, { code: unique('RACE').replace('-', ''), kind: 'flat', value: 100 })
      const [saved, removed] = await Promise.all([
        owner('POST', '/scratch-campaigns', campaign(coupon.code)),
        owner('DELETE', `/coupons/${coupon.id}`),
      ])
      const outcome = `round ${round}: campaign ${saved.statusCode} ${saved.body}, delete ${removed.statusCode} ${removed.body}`
      // One of them wins: the campaign (the delete is refused) or the delete (the campaign is refused).
      expect([saved.statusCode, removed.statusCode].sort(), outcome).toEqual(saved.statusCode === 201 ? [201, 409] : [200, 422])
      const exists = (await owner('GET', `/coupons/${coupon.id}`)).statusCode === 200
      expect(exists, outcome).toBe(saved.statusCode === 201)
    }
  })

  it('keeps a coupon’s other refusals: another id is a 404, bad ids a 422', async () => {
    expect((await owner('DELETE', '/coupons/2147483000')).statusCode).toBe(404)
    for (const bad of ['0', 'abc', '1e309']) expect((await owner('DELETE', `/coupons/${bad}`)).statusCode, bad).toBe(422)
  })
})
