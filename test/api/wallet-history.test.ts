import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBranch, registerShopper } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

type Headers = Record<string, string>
interface Entry {
  id: number
  direction: 'credit' | 'debit'
  amount: number
  reason: string
  reference_type: string
  reference_id: string | null
  balance_after: number
  created_at: string
}
interface HistoryPage {
  entries: Entry[]
  current_page: number
  last_page: number
  per_page: number
  total: number
}

/** Wallet screen and the owner's adjustment, on SQLite and PostgreSQL: history order, refusals, bad input, BOLA, parallel debits. */
describe.skipIf(!databaseAvailable)('wallet history and adjustments API', () => {
  let t: TestApp
  /** The app on a loopback port, for parallel requests over real HTTP connections. */
  let url: string
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await createBranch(t.app, { name: 'Downtown' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new shopper: their Bearer header and account id. */
  const newShopper = async (name = 'Meera') => {
    const { headers } = await registerShopper(t.app, name)
    const id = (await t.app.inject({ url: '/api/user/details', headers })).json().user.id as number
    return { headers, id }
  }
  const adjust = (payload: unknown, headers: Headers = ownerHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/admin/wallet-adjustments', headers, payload: payload as object })
  const adjusted = async (payload: object) => {
    const res = await adjust(payload)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { balance: number; entry: Entry }
  }
  const history = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ url: `/api/wallet/transactions${query}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as HistoryPage
  }
  const balance = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/check-wallet', headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().balance as number
  }

  it('lists every credit and debit newest first with its reason and the balance after, a page at a time', async () => {
    const me = await newShopper()
    expect(await history(me.headers)).toEqual({ entries: [], current_page: 1, last_page: 1, per_page: 20, total: 0 })

    const first = await adjusted({ user_id: me.id, direction: 'credit', amount: 500, reason: 'Sorry for the late delivery' })
    expect(first.balance).toBe(500)
    expect(first.entry).toMatchObject({
      direction: 'credit',
      amount: 500,
      reason: 'Sorry for the late delivery',
      reference_type: 'adjustment',
    })
    await adjusted({ user_id: me.id, direction: 'debit', amount: 120, reason: '  Duplicate goodwill credit  ' })
    await adjusted({ user_id: me.id, direction: 'credit', amount: 75, reason: 'Birthday treat' })

    const page = await history(me.headers)
    expect(page.total).toBe(3)
    expect(page.entries.map((e) => [e.direction, e.amount, e.reason, e.balance_after, e.reference_type, e.reference_id])).toEqual([
      ['credit', 75, 'Birthday treat', 455, 'adjustment', null],
      ['debit', 120, 'Duplicate goodwill credit', 380, 'adjustment', null],
      ['credit', 500, 'Sorry for the late delivery', 500, 'adjustment', null],
    ])
    for (const e of page.entries) expect(Number.isNaN(Date.parse(e.created_at))).toBe(false)
    expect(await balance(me.headers)).toBe(455)

    const one = await history(me.headers, '?page=1&per_page=2')
    expect(one).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 })
    expect(one.entries.map((e) => e.amount)).toEqual([75, 120])
    const two = await history(me.headers, '?page=2&per_page=2')
    expect(two.entries.map((e) => e.amount)).toEqual([500])
    expect((await history(me.headers, '?page=9&per_page=2')).entries).toEqual([])
  })

  it('refuses a debit that would take the wallet below zero, with a clear message, and changes nothing', async () => {
    const me = await newShopper()
    const empty = await adjust({ user_id: me.id, direction: 'debit', amount: 1, reason: 'Correction' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toEqual({
      message: 'The wallet holds 0; a debit of 1 would take it below zero',
      errors: [{ path: 'amount', message: 'must be at most 0' }],
    })

    await adjusted({ user_id: me.id, direction: 'credit', amount: 300, reason: 'Goodwill' })
    const over = await adjust({ user_id: me.id, direction: 'debit', amount: 301, reason: 'Correction' })
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toBe('The wallet holds 300; a debit of 301 would take it below zero')
    expect(await balance(me.headers)).toBe(300)
    expect((await history(me.headers)).total).toBe(1)

    // The whole balance may go: down to zero, not below.
    expect((await adjusted({ user_id: me.id, direction: 'debit', amount: 300, reason: 'Correction' })).balance).toBe(0)
    expect(await balance(me.headers)).toBe(0)
  })

  it('lets exactly as many parallel debits through as the balance covers, on real connections', async () => {
    const me = await newShopper()
    await adjusted({ user_id: me.id, direction: 'credit', amount: 100, reason: 'Goodwill' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/api/admin/wallet-adjustments`, {
          method: 'POST',
          headers: { ...ownerHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: me.id, direction: 'debit', amount: 30, reason: 'Parallel correction' }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { balance?: number; message?: string } })),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 422)).toHaveLength(17)
    expect(await balance(me.headers)).toBe(10)
    const { entries } = await history(me.headers)
    expect(entries.filter((e) => e.direction === 'debit').map((e) => e.balance_after)).toEqual([10, 40, 70])
  })

  it('keeps the ledger one unbroken chain when credits and debits arrive together', async () => {
    const me = await newShopper()
    await adjusted({ user_id: me.id, direction: 'credit', amount: 100, reason: 'Opening' })
    const send = (direction: 'credit' | 'debit', amount: number) =>
      fetch(`${url}/api/admin/wallet-adjustments`, {
        method: 'POST',
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: me.id, direction, amount, reason: `Parallel ${direction}` }),
      }).then((res) => res.status)
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? send('credit', 20) : send('debit', 30))))
    const credits = statuses.filter((_, i) => i % 3 === 0)
    const debits = statuses.filter((_, i) => i % 3 !== 0)
    expect(credits.every((st) => st === 201)).toBe(true)
    expect(debits.every((st) => st === 201 || st === 422)).toBe(true)
    const taken = debits.filter((st) => st === 201).length
    expect(await balance(me.headers)).toBe(100 + 10 * 20 - taken * 30)
    // In the order they were written, each movement starts from the balance the one before left, never below zero.
    const rows = await t.database.db.kysely.selectFrom('wallet_ledger').selectAll().where('user_id', '=', me.id).orderBy('id').execute()
    let before = 0
    for (const row of rows) {
      expect(row.balance_after).toBe(before + (row.direction === 'credit' ? row.amount : -row.amount))
      expect(row.balance_after).toBeGreaterThanOrEqual(0)
      before = row.balance_after
    }
    expect(rows).toHaveLength(1 + 10 + taken)
  })

  it('shows a shopper only their own history', async () => {
    const asha = await newShopper('Asha')
    const ravi = await newShopper('Ravi')
    await adjusted({ user_id: asha.id, direction: 'credit', amount: 900, reason: 'For Asha only' })
    expect((await history(ravi.headers)).entries).toEqual([])
    expect((await history(asha.headers)).entries.map((e) => e.reason)).toEqual(['For Asha only'])
  })

  it('needs a logged-in shopper for the history and the owner token for an adjustment', async () => {
    const me = await newShopper()
    expect((await t.app.inject({ url: '/api/wallet/transactions' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/wallet/transactions', headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401)
    const payload = { user_id: me.id, direction: 'credit', amount: 100, reason: 'Free money' }
    expect((await adjust(payload, {})).statusCode).toBe(401)
    expect((await adjust(payload, me.headers)).statusCode).toBe(401)
    expect((await history(me.headers)).total).toBe(0)
  })

  it('answers 422 for bad input and 404 for an unknown shopper, changing nothing', async () => {
    const me = await newShopper()
    const ok = { user_id: me.id, direction: 'credit', amount: 100, reason: 'Goodwill' }
    const raw = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/wallet-adjustments',
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        payload: body,
      })
    const bad: [string, string][] = [
      ['amount 1e309', `{"user_id":${me.id},"direction":"credit","amount":1e309,"reason":"Goodwill"}`],
      ['amount in words', JSON.stringify({ ...ok, amount: 'ten' })],
      ['amount "1e3"', JSON.stringify({ ...ok, amount: '1e3' })],
      ['amount "Infinity"', JSON.stringify({ ...ok, amount: 'Infinity' })],
      ['amount 0', JSON.stringify({ ...ok, amount: 0 })],
      ['amount negative', JSON.stringify({ ...ok, amount: -100 })],
      ['amount fractional', JSON.stringify({ ...ok, amount: 10.5 })],
      ['amount huge', JSON.stringify({ ...ok, amount: 1e15 })],
      ['user id huge', JSON.stringify({ ...ok, user_id: 99999999999999 })],
      ['user id as text', JSON.stringify({ ...ok, user_id: 'me' })],
      ['direction unknown', JSON.stringify({ ...ok, direction: 'gift' })],
      ['reason missing', JSON.stringify({ user_id: me.id, direction: 'credit', amount: 100 })],
      ['reason blank', JSON.stringify({ ...ok, reason: '      ' })],
      ['reason too long', JSON.stringify({ ...ok, reason: 'x'.repeat(201) })],
      ['extra field', JSON.stringify({ ...ok, balance_after: 1_000_000 })],
      ['not JSON', '{"user_id":'],
    ]
    for (const [what, body] of bad) {
      const res = await raw(body)
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422)
      expect(res.json().message, what).toEqual(expect.any(String))
    }
    expect((await adjust({ ...ok, user_id: 2_147_483_000 })).statusCode).toBe(404)
    expect(await balance(me.headers)).toBe(0)
    expect((await history(me.headers)).total).toBe(0)

    for (const query of [
      '?page=1e309',
      '?page=Infinity',
      '?page=abc',
      '?page=0',
      '?page=99999999999',
      '?per_page=1000',
      '?page=1&extra=1',
    ]) {
      const res = await t.app.inject({ url: `/api/wallet/transactions${query}`, headers: me.headers })
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422)
    }
  })
})
