import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffRole } from '@store/core'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { signIn, staffSession } from '../support/staff.ts'

/**
 * Every owner call against every role (decision 0050): no token and a shopper's token are 401, a role
 * below the call's least role is 403, and a role at or above it passes the role scope (the answer is
 * then the call's own: 200, 404 for the made-up id, 422 for the empty body). The table must name every
 * owner call the server has, so a new call cannot slip in without a role.
 */
const LEAST_ROLE: Record<string, StaffRole | 'public'> = {
  'POST /api/admin/sign-in': 'public',
  'POST /api/admin/setup/check': 'public',
  'POST /api/admin/setup': 'public',
  'GET /api/admin/me': 'staff',
  'POST /api/admin/sign-out': 'staff',
  'POST /api/admin/sign-out-everywhere': 'staff',
  'GET /api/admin/staff': 'owner',
  'POST /api/admin/staff': 'owner',
  'PUT /api/admin/staff/{id}': 'owner',
  'POST /api/admin/staff/{id}/setup-link': 'owner',
  'GET /api/admin/audit': 'owner',
  'GET /api/admin/settings': 'owner',
  'PUT /api/admin/settings': 'owner',
  'GET /api/admin/settings/services': 'owner',
  'GET /api/admin/settings/plugins': 'owner',
  'POST /api/admin/settings/test-mail': 'owner',
  'POST /api/admin/settings/test-sms': 'owner',
  'GET /api/admin/theme': 'manager',
  'PUT /api/admin/theme': 'manager',
  'POST /api/admin/theme/logo': 'manager',
  'GET /api/admin/layout': 'manager',
  'PUT /api/admin/layout': 'manager',
  'GET /api/admin/layout/draft': 'manager',
  'PUT /api/admin/layout/draft': 'manager',
  'POST /api/admin/layout/publish': 'manager',
  'GET /api/admin/layout/history': 'manager',
  'POST /api/admin/layout/history/{id}/restore': 'manager',
  'POST /api/admin/layout/preview': 'manager',
  'GET /api/admin/banners': 'manager',
  'GET /api/admin/banners/{id}': 'manager',
  'POST /api/admin/banners': 'manager',
  'PUT /api/admin/banners/{id}': 'manager',
  'DELETE /api/admin/banners/{id}': 'manager',
  'GET /api/admin/branches': 'manager',
  'GET /api/admin/branches/{id}': 'manager',
  'POST /api/admin/branches': 'manager',
  'PUT /api/admin/branches/{id}': 'manager',
  'DELETE /api/admin/branches/{id}': 'manager',
  'GET /api/admin/categories': 'manager',
  'GET /api/admin/categories/{id}': 'manager',
  'POST /api/admin/categories': 'manager',
  'PUT /api/admin/categories/{id}': 'manager',
  'DELETE /api/admin/categories/{id}': 'manager',
  'GET /api/admin/products': 'manager',
  'GET /api/admin/products/{id}': 'manager',
  'POST /api/admin/products': 'manager',
  'PUT /api/admin/products/{id}': 'manager',
  'DELETE /api/admin/products/{id}': 'manager',
  'POST /api/admin/products/bulk': 'manager',
  'POST /api/admin/photos': 'manager',
  'GET /api/admin/customers': 'manager',
  'GET /api/admin/customers/{id}': 'manager',
  'GET /api/admin/products/{id}/file': 'manager',
  'PUT /api/admin/products/{id}/file': 'manager',
  'DELETE /api/admin/products/{id}/file': 'manager',
  'GET /api/admin/pages': 'manager',
  'GET /api/admin/pages/{id}': 'manager',
  'POST /api/admin/pages': 'manager',
  'PUT /api/admin/pages/{id}': 'manager',
  'DELETE /api/admin/pages/{id}': 'manager',
  'GET /api/admin/coupons': 'manager',
  'GET /api/admin/coupons/{id}': 'manager',
  'POST /api/admin/coupons': 'manager',
  'PUT /api/admin/coupons/{id}': 'manager',
  'DELETE /api/admin/coupons/{id}': 'manager',
  'GET /api/admin/coupons/{id}/uses': 'manager',
  'GET /api/admin/referrals': 'manager',
  'GET /api/admin/referral-settings': 'manager',
  'PUT /api/admin/referral-settings': 'manager',
  'GET /api/admin/scratch-campaigns': 'manager',
  'GET /api/admin/scratch-campaigns/{id}': 'manager',
  'POST /api/admin/scratch-campaigns': 'manager',
  'PUT /api/admin/scratch-campaigns/{id}': 'manager',
  'POST /api/admin/wallet-adjustments': 'manager',
  'GET /api/admin/products/{id}/history': 'manager',
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/{id}': 'staff',
  'GET /api/admin/orders/{id}/history': 'staff',
  'GET /api/admin/orders/events': 'staff',
  'POST /api/admin/orders/{id}/status': 'staff',
  'POST /api/admin/orders/{id}/cancel': 'staff',
  'POST /api/admin/orders/{id}/refund': 'manager',
  'GET /api/admin/reviews': 'staff',
  'POST /api/admin/reviews/{id}/hide': 'staff',
  'POST /api/admin/reviews/{id}/show': 'staff',
  'GET /api/admin/dashboard/sales': 'manager',
  'GET /api/admin/dashboard/hours': 'manager',
  'GET /api/admin/dashboard/top-products': 'manager',
  'GET /api/admin/dashboard/top-categories': 'manager',
  'GET /api/admin/dashboard/average-order': 'manager',
  'GET /api/admin/dashboard/payments': 'manager',
  'GET /api/admin/dashboard/open-orders': 'manager',
  'GET /api/admin/dashboard/shoppers': 'manager',
  'GET /api/admin/export/products': 'manager',
  'GET /api/admin/export/orders': 'manager',
  'GET /api/admin/export/customers': 'manager',
  'POST /api/admin/import/products/check': 'manager',
  'POST /api/admin/import/products': 'manager',
}

/** Streams never end: who may open one is checked here, what it sends by admin-orders.test.ts. */
const STREAMS = new Set(['GET /api/admin/orders/events'])
/** Calls that end the caller's session: each identity gets a fresh one for them. */
const ENDS_SESSION = new Set(['POST /api/admin/sign-out', 'POST /api/admin/sign-out-everywhere'])
const RANK: StaffRole[] = ['staff', 'manager', 'owner']

describe.skipIf(!databaseAvailable)('owner API roles', () => {
  let t: TestApp
  let calls: string[]
  const people: Record<'staff' | 'manager' | 'owner', { email: string; headers: Record<string, string> }> = {} as never
  /** Others of each role, for the calls that end sessions (sign-out-everywhere ends all of a person's). */
  const leavers: typeof people = {} as never
  let shopperHeaders: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.ready()
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths
    calls = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    for (const role of RANK) people[role] = await staffSession(t.app, role)
    for (const role of RANK) leavers[role] = await staffSession(t.app, role)
    const shopper = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Role Tester', email: 'roles@example.com', phone: '+91 9800000001', password: 'correct horse battery' },
    })
    shopperHeaders = { authorization: `Bearer ${shopper.json().authToken}` }
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (name: string, headers: Record<string, string> = {}) => {
    const [method, path] = name.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string]
    const url = path.replace('{id}', path.startsWith('/api/admin/orders/') ? 'AAAAAAAAAAAAAAAAAAAAAA' : '999999')
    return t.app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) })
  }

  it('names every owner call the server has, and no call it lacks', () => {
    expect([...calls].sort()).toEqual(Object.keys(LEAST_ROLE).sort())
  })

  it.each(Object.entries(LEAST_ROLE).filter(([, role]) => role !== 'public'))('%s needs at least %s', async (name, least) => {
    expect((await call(name)).statusCode, 'no token').toBe(401)
    expect((await call(name, shopperHeaders)).statusCode, "a shopper's token").toBe(401)
    expect((await call(name, { authorization: 'Bearer not-a-token-of-anyone-at-all' })).statusCode, 'an unknown token').toBe(401)
    for (const role of RANK) {
      const headers = ENDS_SESSION.has(name) ? (await signIn(t.app, leavers[role].email)).headers : people[role].headers
      if (RANK.indexOf(role) < RANK.indexOf(least as StaffRole)) expect((await call(name, headers)).statusCode, role).toBe(403)
      else if (STREAMS.has(name)) continue
      else expect([401, 403], role).not.toContain((await call(name, headers)).statusCode)
    }
    if (!STREAMS.has(name)) expect([401, 403], 'the owner token').not.toContain((await call(name, ownerHeaders)).statusCode)
  })
})
