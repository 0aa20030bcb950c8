import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal, supportedRange } from '../apps/server/launch/supported-node.mjs'
import { findOlderNode } from '../test/support/older-node.ts'
import { startServerProcess, type ServerProcess } from '../test/support/server-process.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'

const root = path.resolve(import.meta.dirname, '..')
const olderNode = findOlderNode()

/**
 * What `npm start` runs, on the Node the project brings (decision 0035): the compiled server fills a
 * new SQLite file with the demo store, serves it, survives a SIGKILL and a restart on the same file.
 * better-sqlite3 12 aborted the process on Node 24 while filling the demo store; the build is the
 * production one (web built by this project's global setup, server built here).
 */
describe('the compiled server on the project runtime', () => {
  let dir = ''
  const servers: ServerProcess[] = []
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(root, 'apps/server/build.js')], { cwd: root, stdio: 'ignore' })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-runtime-'))
  })
  afterAll(async () => {
    for (const server of servers) await server.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('fills the demo store, serves its pages, and starts again after a SIGKILL', { timeout: 120_000 }, async () => {
    const env = { OWNER_TOKEN, STORE_SEED: 'demo', SQLITE_PATH: path.join(dir, 'store.sqlite') }
    const first = await startServerProcess(env, [], 'compiled')
    servers.push(first)
    const home = await fetch(first.url)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Bella Forno')
    const exited = new Promise((resolve) => first.child.once('exit', resolve))
    first.child.kill('SIGKILL')
    await exited

    const second = await startServerProcess(env, [], 'compiled')
    servers.push(second)
    const product = await fetch(`${second.url}/product/margherita-pizza`)
    expect(product.status).toBe(200)
    expect(await product.text()).toContain('Margherita Pizza')
  })

  it.skipIf(!olderNode)(`refuses ${olderNode?.path} (Node ${olderNode?.version}) with one sentence`, () => {
    const result = spawnSync(olderNode!.path, [path.join(root, 'apps/server/dist/start.js')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SQLITE_PATH: path.join(dir, 'never.sqlite') },
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(refusal(olderNode!.version, supportedRange()))
    expect(fs.existsSync(path.join(dir, 'never.sqlite'))).toBe(false)
  })
})
