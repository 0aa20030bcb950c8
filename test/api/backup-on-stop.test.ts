import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findPostgresBin } from '../support/postgres-cluster.ts'
import { startServerProcess } from '../support/server-process.ts'
import { createTestDatabase, databaseAvailable, dbKind, type TestDatabase } from '../support/test-db.ts'

/** Of incompressible filler, so that writing a SQLite backup takes seconds here. */
const FILLER_MB = 150

/**
 * A scheduled backup being written when its server is sent SIGTERM (decisions 0070, 0081), on SQLite and
 * PostgreSQL: the server does not wait for it (a backup may take longer than a stop may), exits 0, leaves
 * no file of it (no `.partial`, nothing /readyz could name), and hands the period back untried, so the
 * next server takes it at once and writes it whole. On SQLite the backup is long because the store is
 * big; on PostgreSQL pg_dump waits for a lock this test holds on a table of its own.
 */
describe.skipIf(!databaseAvailable)('a scheduled backup when its server stops', () => {
  let database: TestDatabase
  let blocker: pg.Client | null = null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-backup-stop-'))
  beforeAll(async () => {
    database = await createTestDatabase()
    const db = database.db.kysely
    if (dbKind === 'sqlite') {
      await sql`CREATE TABLE filler (b BLOB)`.execute(db)
      await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${FILLER_MB}) INSERT INTO filler SELECT randomblob(1048576) FROM n`.execute(
        db,
      )
    } else {
      await sql`CREATE TABLE backup_blocker (id integer)`.execute(db)
      blocker = new pg.Client({ connectionString: database.databaseUrl! })
      await blocker.connect()
      await blocker.query('BEGIN')
      await blocker.query('LOCK TABLE backup_blocker IN ACCESS EXCLUSIVE MODE')
    }
  })
  afterAll(async () => {
    await blocker?.end()
    await database?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const env = () => ({
    STORE_SEED: 'empty',
    WEB_DIST_DIR: '/nonexistent',
    OWNER_TOKEN: 'owner-token-of-this-test-0123456789',
    BACKUP_DIR: dir,
    BACKUP_EVERY: '6h',
    DRAIN_MS: '0',
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl, PG_BIN_DIR: findPostgresBin()! }
      : { SQLITE_PATH: database.sqlitePath }),
  })

  /** The backup is being written: SQLite's copy has begun its file; pg_dump waits for the test's lock. */
  const backupUnderWay = async () => {
    if (dbKind === 'sqlite') return fs.readdirSync(dir).some((name) => name.endsWith('.partial'))
    // Not through the blocker: inside its transaction pg_stat_activity stays as it first saw it.
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'pg_dump' AND wait_event_type = 'Lock'`.execute(
      database.db.kysely,
    )
    return Number(rows[0]!.n) === 1
  }

  it('ends it at once on SIGTERM, keeps no file of it, and hands its period to the next server', { timeout: 240_000 }, async () => {
    const first = await startServerProcess(env())
    // The server takes this period's backup as soon as it is ready.
    await vi.waitFor(async () => expect(await backupUnderWay()).toBe(true), { timeout: 30_000, interval: 20 })
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)))
    first.child.kill('SIGTERM')
    expect(await exited).toBe(0)

    // Nothing of it stays, and the period is waiting again, untried, for any server.
    expect(fs.readdirSync(dir)).toEqual([])
    const db = database.db.kysely
    const rows = await db.selectFrom('backups').select(['status', 'claim', 'attempts', 'file', 'taken_at']).execute()
    expect(rows).toEqual([{ status: 'pending', claim: null, attempts: 0, file: null, taken_at: null }])

    // The next server takes it at once and writes it whole.
    if (blocker) await blocker.query('ROLLBACK')
    const second = await startServerProcess(env())
    try {
      const last = await vi.waitFor(
        async () => {
          const body = (await (await fetch(`${second.url}/readyz`)).json()) as { details?: { last_backup: { file: string } | null } }
          expect(body.details?.last_backup).toBeTruthy()
          return body.details!.last_backup!
        },
        { timeout: 90_000, interval: 100 },
      )
      const written = fs.readdirSync(dir).filter((name) => !name.endsWith('.json'))
      expect(written).toEqual([last.file])
      expect((await db.selectFrom('backups').select(['status', 'attempts']).execute())[0]).toEqual({ status: 'done', attempts: 1 })
    } finally {
      await second.stop()
    }
  })
})
