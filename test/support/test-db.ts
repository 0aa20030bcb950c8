import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { connect, type Db } from '../../apps/server/src/db/connect.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'

export const dbKind = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres'

/** False only for the PostgreSQL project on a machine without PostgreSQL (outside CI). */
export const databaseAvailable = dbKind === 'sqlite' || inject('pgAdminUrl') !== null

export interface TestDatabase {
  db: Db
  databaseUrl: string | null
  sqlitePath: string
  drop(): Promise<void>
}

/**
 * A fresh database for one test file: a temp SQLite file, or a new PostgreSQL database. Migrated to the
 * latest migration, or up to `migrateUpTo`; `unmigrated` leaves it without a table, as a new database
 * is before a command (db:copy) migrates it itself.
 */
export async function createTestDatabase(
  options: { migrateUpTo?: string; unmigrated?: boolean; kind?: 'sqlite' | 'postgres' } = {},
): Promise<TestDatabase> {
  const migrate = (db: Db) => (options.unmigrated ? Promise.resolve() : migrateToLatest(db, options.migrateUpTo))
  const name = `t_${randomBytes(6).toString('hex')}`
  if ((options.kind ?? dbKind) === 'postgres') {
    const adminUrl = inject('pgAdminUrl')
    if (!adminUrl) throw new Error('PostgreSQL is not available')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const databaseUrl = url.toString()
    const db = connect({ databaseUrl, sqlitePath: '' })
    await migrate(db)
    return {
      db,
      databaseUrl,
      sqlitePath: '',
      async drop() {
        await db.close()
        const client = new pg.Client({ connectionString: adminUrl })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'))
  const sqlitePath = path.join(dir, `${name}.sqlite`)
  const db = connect({ databaseUrl: null, sqlitePath })
  await migrate(db)
  return {
    db,
    databaseUrl: null,
    sqlitePath,
    async drop() {
      await db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
