import { connect } from '../connect.ts'
import { migrateToLatest, migrationNames, MIGRATION_FILLED_TABLES } from '../migrate.ts'
import { PostgresTarget } from './postgres-target.ts'
import { SqliteSnapshot } from './sqlite-snapshot.ts'

/** A refusal or a failed proof: its message is the one sentence the command prints. */
export class CopyRefused extends Error {}

export type CopyEvent =
  | { kind: 'migrated' }
  | { kind: 'progress'; table: string; written: number; total: number; rowsPerSecond: number }
  | { kind: 'copied'; table: string; rows: number; rowsPerSecond: number }
  | { kind: 'verified'; table: string; rows: number; digest: string }

export interface CopyResult {
  tables: number
  rows: number
  seconds: number
}

/**
 * Copies a store's SQLite database into an empty PostgreSQL database (decision 0043): the target is
 * migrated first; a target with store data, or a source not at the latest migration, is refused;
 * every row is read from one snapshot of the source and written in one transaction; sequences are set
 * past the copied ids; and each table's row count and fingerprint are compared on both sides before the
 * commit. Any failure, a difference included, leaves the target as empty as it was.
 */
export async function copySqliteToPostgres(options: {
  sqlitePath: string
  databaseUrl: string
  onEvent?: (event: CopyEvent) => void
}): Promise<CopyResult> {
  const tell = options.onEvent ?? (() => {})
  const started = performance.now()
  const source = new SqliteSnapshot(options.sqlitePath)
  try {
    assertAtLatestMigration(source.migrations(), options.sqlitePath)
    const migrated = connect({ databaseUrl: options.databaseUrl, sqlitePath: '' })
    try {
      await migrateToLatest(migrated)
    } finally {
      await migrated.close()
    }
    tell({ kind: 'migrated' })
    const target = await PostgresTarget.connect(options.databaseUrl)
    try {
      const tables = await target.tablesInInsertOrder()
      await assertSameTables(source.tables(), tables)
      await assertEmpty(target, tables)
      const plan = []
      for (const table of tables) {
        const columns = await target.writableColumns(table)
        const missing = columns.filter((c) => !source.columns(table).includes(c))
        if (missing.length > 0)
          throw new CopyRefused(`The source's table ${table} has no column ${missing.join(', ')}: the two schemas differ`)
        plan.push({ table, columns })
      }
      let rows = 0
      await target.begin()
      try {
        for (const table of MIGRATION_FILLED_TABLES) await target.empty(table)
        for (const { table, columns } of plan) {
          const total = source.count(table)
          const tableStarted = performance.now()
          const rate = (n: number) => Math.round(n / Math.max(0.001, (performance.now() - tableStarted) / 1000))
          const written = await target.insert(table, columns, source.rows(table, columns), (n) =>
            tell({ kind: 'progress', table, written: n, total, rowsPerSecond: rate(n) }),
          )
          rows += written
          tell({ kind: 'copied', table, rows: written, rowsPerSecond: rate(written) })
        }
        await target.advanceSequences()
        // Proved inside the transaction: a copy that differs is rolled back like any other failure.
        await prove(source, target, plan, tell)
        await target.commit()
      } catch (error) {
        await target.rollback()
        throw error
      }
      return { tables: plan.length, rows, seconds: (performance.now() - started) / 1000 }
    } finally {
      await target.close()
    }
  } finally {
    source.close()
  }
}

function assertAtLatestMigration(ran: string[], file: string): void {
  const known = migrationNames()
  const missing = known.filter((name) => !ran.includes(name))
  const unknown = ran.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    throw new CopyRefused(
      `${file} has run migrations this version does not know (${unknown.join(', ')}): copy it with the version that made it`,
    )
  }
  if (missing.length > 0) {
    throw new CopyRefused(
      `${file} is not at the latest migration (${missing.length} to run, from ${missing[0]}): start the store on it once, or run npm run db:migrate, then copy`,
    )
  }
}

async function assertSameTables(sourceTables: string[], targetTables: string[]): Promise<void> {
  const onlySource = sourceTables.filter((t) => !targetTables.includes(t))
  const onlyTarget = targetTables.filter((t) => !sourceTables.includes(t))
  if (onlySource.length > 0 || onlyTarget.length > 0) {
    throw new CopyRefused(
      `The two databases' tables differ (only in SQLite: ${onlySource.join(', ') || 'none'}; only in PostgreSQL: ${onlyTarget.join(', ') || 'none'})`,
    )
  }
}

async function assertEmpty(target: PostgresTarget, tables: string[]): Promise<void> {
  const filled: string[] = []
  for (const table of tables) {
    if ((MIGRATION_FILLED_TABLES as readonly string[]).includes(table)) continue
    if (await target.hasRows(table)) filled.push(table)
  }
  if (filled.length > 0) {
    throw new CopyRefused(
      `The target database already holds store data (rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? '…' : ''}): db:copy only fills an empty database, so point --to at a new one`,
    )
  }
}

/** Each table's count and fingerprint, read back from PostgreSQL (in the copy's transaction) and compared with the snapshot's. */
async function prove(
  source: SqliteSnapshot,
  target: PostgresTarget,
  plan: { table: string; columns: string[] }[],
  tell: (event: CopyEvent) => void,
): Promise<void> {
  const differ: string[] = []
  for (const { table, columns } of plan) {
    const mine = source.digest(table, columns)
    const theirs = await target.digest(table, columns)
    if (mine.rows !== theirs.rows) differ.push(`${table} (${mine.rows} rows in SQLite, ${theirs.rows} in PostgreSQL)`)
    else if (mine.hex !== theirs.hex) differ.push(`${table} (${mine.rows} rows on both sides, but their values differ)`)
    else tell({ kind: 'verified', table, rows: theirs.rows, digest: theirs.hex })
  }
  if (differ.length > 0)
    throw new CopyRefused(
      `The copy differs from the source in ${differ.join(', ')}: the copy was rolled back, so the target holds no store data`,
    )
}
