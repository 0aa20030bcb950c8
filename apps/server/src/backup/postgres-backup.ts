import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { BackupRefused, type BackupResult } from './sqlite-backup.ts'
import { LATEST_CHANGE_SQL } from './latest-change.ts'

const run = promisify(execFile)

/** pg_dump or pg_restore: from PG_BIN_DIR when set, else from PATH. */
const tool = (binDir: string | null, name: string) => (binDir ? path.join(binDir, name) : name)

/** Beside each dump: when it was taken and its latest change, which a restore compares (decision 0044). */
const metaOf = (file: string) => `${file}.json`

async function latestChangeOf(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return ((await client.query<{ at: string | null }>(LATEST_CHANGE_SQL)).rows[0]?.at ?? null) as string | null
  } finally {
    await client.end()
  }
}

/**
 * pg_dump in its custom format (compressed, restorable table by table): PostgreSQL's own consistent
 * snapshot of the database while the store runs. The latest change is read first, so the dump holds
 * at least everything up to it. `signal` stops pg_dump (the server is stopping, decision 0081): its
 * unfinished file is deleted and the promise rejects with an AbortError.
 */
export async function backupPostgres(url: string, out: string, binDir: string | null, signal?: AbortSignal): Promise<BackupResult> {
  if (fs.existsSync(out)) throw new BackupRefused(`${out} exists already: name a new file, backups are never overwritten`)
  const started = performance.now()
  const latestChange = await latestChangeOf(url)
  const partial = `${out}.partial`
  try {
    await run(tool(binDir, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`], { signal })
  } catch (error) {
    if (signal?.aborted) fs.rmSync(partial, { force: true })
    throw error
  }
  fs.renameSync(partial, out)
  fs.writeFileSync(metaOf(out), `${JSON.stringify({ taken_at: new Date().toISOString(), latest_change: latestChange })}\n`)
  return { file: out, bytes: fs.statSync(out).size, seconds: (performance.now() - started) / 1000, latestChange }
}

/**
 * pg_restore into the store's database, for a stopped store: refused while other sessions use the
 * database, and when it has changes newer than the backup's, unless `force`.
 */
export async function restorePostgres(
  url: string,
  from: string,
  binDir: string | null,
  force: boolean,
): Promise<{ latestChange: string | null }> {
  if (!fs.existsSync(from)) throw new BackupRefused(`There is no backup at ${from}`)
  const meta = fs.existsSync(metaOf(from)) ? (JSON.parse(fs.readFileSync(metaOf(from), 'utf8')) as { latest_change: string | null }) : null
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    if (Number(rows[0]!.n) > 0)
      throw new BackupRefused(`The store is running (${rows[0]!.n} other sessions use the database): stop it, then restore`)
    const hasOrders = (await client.query("SELECT to_regclass('orders') IS NOT NULL AS yes")).rows[0].yes as boolean
    const liveChange = hasOrders ? ((await client.query<{ at: string | null }>(LATEST_CHANGE_SQL)).rows[0]?.at ?? null) : null
    if (!force && liveChange !== null && (meta === null || meta.latest_change === null || liveChange > meta.latest_change)) {
      throw new BackupRefused(
        `The database has newer data than the backup (its latest change ${liveChange}, the backup's ${meta?.latest_change ?? 'unknown'}): restoring would lose it. Add --force to restore anyway`,
      )
    }
  } finally {
    await client.end()
  }
  await run(tool(binDir, 'pg_restore'), ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, from])
  return { latestChange: meta?.latest_change ?? null }
}
