import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connect } from '../../apps/server/src/db/connect.ts'
import { migrationNames } from '../../apps/server/src/db/migrate.ts'
import { databaseAvailable, dbKind } from '../support/test-db.ts'

const root = path.resolve(import.meta.dirname, '../..')
const PROCESSES = 4
const ROUNDS = 12

/** A migrator process (support/migrate-on-cue.ts): migrate(target) answers its line for that database. */
async function startMigrator() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/migrate-on-cue.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error(`a migrator exited (${child.exitCode})`)
    return line.value
  }
  expect(await next()).toBe('ready')
  return {
    migrate: (target: string) => {
      child.stdin!.write(`${target}\n`)
      return next()
    },
    stop: () => child.stdin!.end(),
  }
}

/** A brand-new, empty database: a file in a new directory, or a new PostgreSQL database. */
async function newDatabase(dirs: string[]): Promise<{ target: string; db: () => ReturnType<typeof connect> }> {
  if (dbKind === 'postgres') {
    const adminUrl = inject('pgAdminUrl')!
    const name = `t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const target = url.toString()
    return { target, db: () => connect({ databaseUrl: target, sqlitePath: '' }) }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-migrate-'))
  dirs.push(dir)
  const target = path.join(dir, 'store.sqlite')
  return { target, db: () => connect({ databaseUrl: null, sqlitePath: target }) }
}

/**
 * README: processes may start together on a brand-new database. Several migrators (real processes)
 * are handed the same new database at the same moment, round after round: each must end with every
 * migration run once. On SQLite, without the migration lock (decision 0080) about one round in four
 * failed with "duplicate column name"; on PostgreSQL Kysely's advisory lock does the same.
 */
describe.skipIf(!databaseAvailable)('migrations started together', () => {
  const dirs: string[] = []
  let migrators: Awaited<ReturnType<typeof startMigrator>>[] = []
  beforeAll(async () => {
    migrators = await Promise.all(Array.from({ length: PROCESSES }, startMigrator))
  })
  afterAll(() => {
    for (const migrator of migrators) migrator.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it(`${PROCESSES} processes migrate one new database together, ${ROUNDS} times over`, { timeout: 300_000 }, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const { target, db: open } = await newDatabase(dirs)
      const answers = await Promise.all(migrators.map((migrator) => migrator.migrate(target)))
      expect(answers, `round ${round}`).toEqual(Array(PROCESSES).fill('ok'))
      const db = open()
      const run = await db.kysely
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute()
      await db.close()
      expect((run as { name: string }[]).map((r) => r.name).sort()).toEqual(migrationNames())
    }
  })
})
