/**
 * npx tsx bench/soak.bench.ts — shoppers placing orders in parallel for minutes, against the compiled
 * server that `npm start` runs, on SQLite (decision 0035). On Node 24, better-sqlite3 12 could abort
 * the whole process when the garbage collector freed a statement; a long run of real orders makes the
 * collector free thousands of them. It prints what was placed and whether the server lived through it.
 *
 * BENCH_SECONDS (default 240) and BENCH_CONNECTIONS (default 20 shoppers) set the load. Needs a build
 * (`npm run build`).
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess } from '../test/support/server-process.ts'
import { runLoops } from './support/loops.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 240)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const json = { 'content-type': 'application/json' }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-soak-'))
const sqliteFile = path.join(dir, 'soak.sqlite')
const server = await startServerProcess(
  { OWNER_TOKEN: 'soak-owner-token-0123456789abcdef', STORE_SEED: 'demo', SQLITE_PATH: sqliteFile },
  [],
  'compiled',
)
let exit: string | null = null
server.child.once('exit', (code, signal) => (exit = `exited with ${signal ?? code}`))

const { products } = (await (await fetch(`${server.url}/api/get-products?branch_id=1&per_page=100`)).json()) as {
  products: { id: number; has_options: boolean }[]
}
const productId = products.find((p) => !p.has_options)!.id
const tokens: string[] = []
for (let i = 0; i < connections; i++) {
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: `Soak ${i}`,
      email: `soak.${i}@example.com`,
      phone: `+1555${String(i).padStart(7, '0')}`,
      password: 'soak password 1',
    }),
  })
  tokens.push(((await res.json()) as { authToken: string }).authToken)
}

console.log(
  `Node ${process.versions.node}: ${connections} shoppers add to the cart and order (pickup, cash), ${seconds} s, compiled server on SQLite`,
)
// Each shopper in turn: one cart add, then place-order for it.
const result = await runLoops(server.url, connections, seconds, (loop, n) => {
  const headers = { ...json, authorization: `Bearer ${tokens[loop]!}` }
  return n % 2 === 0
    ? { method: 'POST', path: '/api/cart/add?branch_id=1', headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) }
    : {
        method: 'POST',
        path: '/api/place-order?branch_id=1',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ fulfilment: 'pickup', payment_method: 'cod' }),
      }
})
const orders = Number(
  execFileSync(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(sqliteFile)}, { readonly: true }); console.log(db.prepare('SELECT count(*) AS n FROM orders').get().n)`,
    ],
    { encoding: 'utf8' },
  ),
)
console.log(
  `${orders} orders placed (${(orders / seconds).toFixed(0)}/s), ${result.errors} of ${Math.round(result.rps * seconds)} requests failed, p99 ${result.p99} ms; ` +
    `the server ${exit ?? 'is still running'}`,
)
await server.stop()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(exit || result.errors ? 1 : 0)
