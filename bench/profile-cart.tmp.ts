import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess } from '../test/support/server-process.ts'
import { runLoops } from './support/loops.ts'
const mode = process.argv[2] ?? 'get'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'))
const s = await startServerProcess({ OWNER_TOKEN: 'bench-owner-token-0123456789abcdef', STORE_SEED: 'demo', WEB_DIST_DIR: '/nonexistent', SQLITE_PATH: path.join(dir, 'c.sqlite') }, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'])
const { products } = await (await fetch(`${s.url}/api/get-products?per_page=100`)).json() as any
const simple = products.filter((p: any) => !p.has_options).map((p: any) => p.id)
const guests = Array.from({ length: 20 }, () => randomUUID())
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }
const shopperOf = (loop: number, n: number) => `${guests[loop]!.slice(0, 24)}${String(Math.floor(n / 30)).padStart(12, '0')}`
if (mode === 'get') for (let l = 0; l < 20; l++) for (let i = 0; i < 3; i++) await fetch(`${s.url}/api/cart/add?branch_id=1`, { method: 'POST', headers: { ...json, 'guest-id': shopperOf(l, 0) }, body: JSON.stringify({ product_id: simple[i], quantity: 1 }) })
const r = mode === 'get'
  ? await runLoops(s.url, 20, 5, (loop) => ({ method: 'GET', path: '/api/get-cart?branch_id=1', headers: { 'guest-id': shopperOf(loop, 0) } }))
  : await runLoops(s.url, 20, 5, (loop, n) => ({ method: 'POST', path: '/api/cart/add?branch_id=1', headers: { ...json, 'guest-id': shopperOf(loop, n) }, body: JSON.stringify({ product_id: simple[n % 3], quantity: 1 }) }))
console.log(mode, r)
await s.stop()
