import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '@store/core'
import { createBranch, createProduct, registerShopper, unique } from '../support/factories.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/**
 * The catalogue's and customers' writes through the role scope (decisions 0050, 0051), on SQLite and
 * PostgreSQL: staff are refused, a manager's write is recorded with who did it and what changed, in
 * the write's own transaction (a refused write leaves no entry).
 */
describe.skipIf(!databaseAvailable)('catalogue and customers: roles and the audit log', () => {
  let t: TestApp
  let manager: Awaited<ReturnType<typeof staffSession>>
  let staff: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    manager = await staffSession(t.app, 'manager', 'Mina Manager')
    staff = await staffSession(t.app, 'staff', 'Sam Staff')
  })
  afterAll(async () => {
    await t?.close()
  })

  const history = async (type: string, id: number) =>
    (await t.app.inject({ url: `/api/admin/audit?object_type=${type}&object_id=${id}`, headers: ownerHeaders })).json() as AuditPage
  const as = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, payload })

  it('refuses staff on catalogue and customer calls; lets them moderate reviews', async () => {
    const product = await createProduct(t.app)
    expect((await as(staff.headers, 'POST', '/products', { name: 'X', slug: unique('x'), selling_price: 1 })).statusCode).toBe(403)
    expect(
      (await as(staff.headers, 'POST', '/products/bulk', { ids: [product.id], action: { kind: 'active', is_active: false } })).statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/customers', headers: staff.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/reviews', headers: staff.headers })).statusCode).toBe(200)
    expect((await history('product', product.id)).items.map((e) => e.action)).toEqual(['create'])
  })

  it("records a manager's product edit and bulk change with the fields that moved", async () => {
    const slug = unique('audited')
    const created = await as(manager.headers, 'POST', '/products', { name: 'Soup', slug, selling_price: 400, stock: 8 })
    const id = created.json().id as number
    expect(
      (await as(manager.headers, 'PUT', `/products/${id}`, { name: 'Lentil soup', slug, selling_price: 450, stock: 8 })).statusCode,
    ).toBe(200)
    await as(manager.headers, 'POST', '/products/bulk', { ids: [id], action: { kind: 'stock', stock: 0 } })
    const impossible = {
      name: 'Soup',
      slug,
      selling_price: 1,
      multi_selectable_attributes: [{ name: 'Bread', min_select: 3, values: [{ value: 'Naan' }] }],
    }
    const refused = await as(manager.headers, 'PUT', `/products/${id}`, impossible)
    expect(refused.statusCode).toBe(422)

    const [bulk, update, create] = (await history('product', id)).items
    expect(create).toMatchObject({ actor: 'Mina Manager', staff_id: manager.id, action: 'create' })
    expect(create!.changes.name).toEqual({ before: null, after: 'Soup' })
    expect(update).toMatchObject({ actor: 'Mina Manager', action: 'update' })
    expect(update!.changes).toEqual({ name: { before: 'Soup', after: 'Lentil soup' }, selling_price: { before: 400, after: 450 } })
    expect(bulk).toMatchObject({ action: 'bulk stock', changes: { stock: { before: 8, after: 0 } } })
    // Each entry names the product as it is called now; once deleted, only its id is left.
    expect((await history('product', id)).items.map((e) => e.object_label)).toEqual(['Lentil soup', 'Lentil soup', 'Lentil soup'])
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: manager.headers })
    expect(removed.statusCode).toBe(200)
    const afterDelete = (await history('product', id)).items
    expect(afterDelete).toHaveLength(4) // the deletion is recorded too
    expect(afterDelete.map((e) => [e.object_id, e.object_label])).toEqual(afterDelete.map(() => [String(id), null]))
  })

  it('records branch edits and wallet adjustments with the reason and the balances', async () => {
    const branch = await createBranch(t.app)
    const { id: _id, ...input } = branch
    await as(manager.headers, 'PUT', `/branches/${branch.id}`, { ...input, delivery_fee: 0 })
    expect((await history('branch', branch.id)).items[0]).toMatchObject({
      actor: 'Mina Manager',
      action: 'update',
      changes: { delivery_fee: { before: 299, after: 0 } },
    })

    const shopper = await registerShopper(t.app)
    const userId = (await t.app.inject({ url: '/api/user/details', headers: shopper.headers })).json().user.id as number
    const adjust = (payload: object) => as(manager.headers, 'POST', '/wallet-adjustments', { user_id: userId, ...payload })
    expect((await adjust({ direction: 'credit', amount: 700, reason: 'Late delivery' })).statusCode).toBe(201)
    expect((await adjust({ direction: 'debit', amount: 900, reason: 'Too much' })).statusCode).toBe(422)
    const entries = (await history('wallet', userId)).items
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actor: 'Mina Manager',
      action: 'credit',
      changes: { balance: { before: 0, after: 700 }, reason: { before: null, after: 'Late delivery' } },
    })
  })
})
