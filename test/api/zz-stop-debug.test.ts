import { expect, it } from 'vitest'
import { startServerProcess } from '../support/server-process.ts'
import { createTestDatabase, dbKind } from '../support/test-db.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'

it.skipIf(dbKind !== 'postgres')('stops', async () => {
  const database = await createTestDatabase()
  const env = { OWNER_TOKEN, STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent', ADMIN_DIST_DIR: '/nonexistent', DATABASE_URL: database.databaseUrl!, LOG_LEVEL: 'debug' }
  const a = await startServerProcess(env)
  const json = async (url: string, method = 'GET', headers: Record<string, string> = {}, body?: object) => {
    const res = await fetch(url, { method, headers: { ...headers, ...(body && { 'content-type': 'application/json' }) }, ...(body && { body: JSON.stringify(body) }) })
    return res.json()
  }
  const mode = process.env.MODE
  if (mode === 'order') {
    const n = '12345678'
    const { authToken } = await json(`${a.url}/api/register`, 'POST', {}, { name: 'Live', email: `live.${n}@example.com`, phone: `+9193${n}`, password: 'long enough secret' })
    const headers = { authorization: `Bearer ${authToken}` }
    const { product } = await json(`${a.url}/api/get-product?slug=tiramisu`)
    await json(`${a.url}/api/cart/add?branch_id=1`, 'POST', headers, { product_id: product.id, quantity: 1 })
    const { order } = await json(`${a.url}/api/place-order?branch_id=1`, 'POST', { ...headers, 'idempotency-key': `live-${n}` }, { fulfilment: 'pickup', payment_method: 'cod' })
    console.log((await json(`${a.url}/api/admin/orders/${order.id}/status`, 'POST', { authorization: `Bearer ${OWNER_TOKEN}` }, { status: 'accepted' })).order.status)
  }
  if (mode === 'staff') {
    const owner = { authorization: `Bearer ${OWNER_TOKEN}` }
    const invited = await json(`${a.url}/api/admin/staff`, 'POST', owner, { name: 'Board', email: 'board@shop.example', role: 'staff' })
    const session = await json(`${a.url}/api/admin/setup`, 'POST', {}, { token: invited.setup_link.split('#token=')[1], password: 'kitchen counter 42' })
    if (process.env.STEP === '2') console.log('ME', await json(`${a.url}/api/admin/me`, 'GET', { authorization: `Bearer ${session.token}` }))
  }
  let out = ''
  a.child.stdout!.on('data', (c) => (out += c))
  a.child.stderr!.on('data', (c) => (out += c))
  const stopped = a.stop()
  const r = await Promise.race([stopped.then(() => 'stopped'), new Promise((res) => setTimeout(() => res('timeout'), 8000))])
  console.log(r, out.slice(-1500))
  if (r === 'timeout') a.child.kill('SIGKILL')
  await database.drop()
  expect(r).toBe('stopped')
}, 60000)
