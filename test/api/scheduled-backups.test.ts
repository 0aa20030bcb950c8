import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findPostgresBin } from '../support/postgres-cluster.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { databaseAvailable, dbKind } from '../support/test-db.ts'

const HOUR = 3_600_000
const extension = dbKind === 'postgres' ? '.dump' : '.sqlite'
const backupsIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()

/**
 * Scheduled backups (decision 0070) on SQLite and PostgreSQL: BACKUP_DIR and BACKUP_EVERY make the
 * server write a backup at start and one per period, keep BACKUP_KEEP of them, take each period's
 * once however many servers ask (the jobs' lease), and show the last one in /readyz's details.
 */
describe.skipIf(!databaseAvailable)('scheduled backups', () => {
  let t: TestApp
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-scheduled-'))
  beforeAll(async () => {
    const pgBin = dbKind === 'postgres' ? { PG_BIN_DIR: findPostgresBin()! } : {}
    t = await createTestApp({ seed: 'demo', env: { BACKUP_DIR: dir, BACKUP_EVERY: '6h', BACKUP_KEEP: '2', ...pgBin } })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const readyz = async () => {
    const res = await t.app.inject({ url: '/readyz' })
    expect(res.statusCode).toBe(200)
    return res.json() as { status: string; details: { last_backup: { taken_at: string; bytes: number; file: string } | null } }
  }

  it('writes a backup when the server starts, and /readyz shows its time and size', { timeout: 60_000 }, async () => {
    await t.app.ready() // starts the workers; the backup worker's first look finds this period's backup due
    const last = await vi.waitFor(
      async () => {
        const { details } = await readyz()
        expect(details.last_backup).not.toBeNull()
        return details.last_backup!
      },
      { timeout: 50_000, interval: 50 },
    )
    expect(backupsIn(dir)).toEqual([last.file])
    expect(last.file).toMatch(/^store-\d{8}T\d{6}Z\.(sqlite|dump)$/)
    expect(last.bytes).toBe(fs.statSync(path.join(dir, last.file)).size)
    expect(Math.abs(Date.parse(last.taken_at) - Date.now())).toBeLessThan(60_000)
    if (dbKind === 'sqlite') {
      const copy = new Database(path.join(dir, last.file), { readonly: true })
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
        expect((copy.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n).toBeGreaterThan(0)
      } finally {
        copy.close()
      }
    } else {
      expect(fs.readFileSync(path.join(dir, last.file)).subarray(0, 5).toString()).toBe('PGDMP') // pg_dump's custom format
    }
  })

  it('takes each period’s backup once however many servers ask, and keeps the BACKUP_KEEP newest', { timeout: 60_000 }, async () => {
    const backups = t.app.ctx.services.backups!
    // The same period again: already done, nothing written.
    expect(await backups.runDue(new Date())).toBe(false)
    expect(backupsIn(dir)).toHaveLength(1)
    // What a server that died while writing left: deleted once older than a claim lasts, not before.
    const stale = path.join(dir, `store-20200101T000000Z${extension}.partial`)
    const fresh = path.join(dir, `store-20200101T060000Z${extension}.partial`)
    for (const file of [stale, fresh]) fs.writeFileSync(file, 'half a backup')
    fs.utimesSync(stale, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR))
    // The next three periods, each asked for by three servers at once: one of them writes it.
    const start = Math.ceil(Date.now() / (6 * HOUR)) * 6 * HOUR
    for (const period of [0, 1, 2]) {
      const at = new Date(start + period * 6 * HOUR + 60_000)
      const ran = await Promise.all([backups.runDue(at), backups.runDue(at), backups.runDue(at)])
      expect(ran.filter(Boolean)).toHaveLength(1)
    }
    const kept = backupsIn(dir)
    expect(kept).toHaveLength(2)
    expect([fs.existsSync(stale), fs.existsSync(fresh)]).toEqual([false, true])
    const newest = new Date(start + 2 * 6 * HOUR + 60_000).toISOString().replace(/[-:]|\.\d+/g, '')
    expect(kept[1]).toBe(`store-${newest}${extension}`)
    const { details } = await readyz()
    expect(details.last_backup).toEqual({
      taken_at: new Date(start + 2 * 6 * HOUR + 60_000).toISOString(),
      file: kept[1],
      bytes: fs.statSync(path.join(dir, kept[1]!)).size,
    })
    // The owner's settings will read the same through the service.
    expect(await backups.lastBackup()).toEqual(details.last_backup)
  })

  it('without BACKUP_DIR and BACKUP_EVERY, /readyz has no details and no backup is taken', async () => {
    const plain = await createTestApp({ seed: 'empty' })
    try {
      expect(plain.app.ctx.services.backups).toBeNull()
      expect((await plain.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' })
    } finally {
      await plain.close()
    }
  })
})
