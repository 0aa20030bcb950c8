import fs from 'node:fs'
import Database from 'better-sqlite3'
import { latestChangeOfSqlite } from './latest-change.ts'

export class BackupRefused extends Error {}

export interface BackupResult {
  file: string
  bytes: number
  seconds: number
  latestChange: string | null
}

/**
 * An online, consistent copy of the store's SQLite file (decision 0044): `VACUUM INTO` reads the
 * database inside one read transaction, so under WAL it copies one moment while the store keeps
 * writing: it never takes the write lock. Written beside the target and renamed into place, so a
 * file at `out` is always a whole backup; checked with `PRAGMA integrity_check` before the rename.
 */
export function backupSqlite(sqlitePath: string, out: string): BackupResult {
  if (!fs.existsSync(sqlitePath))
    throw new BackupRefused(`There is no SQLite database at ${sqlitePath}: set SQLITE_PATH to the store's file`)
  if (fs.existsSync(out)) throw new BackupRefused(`${out} exists already: name a new file, backups are never overwritten`)
  const started = performance.now()
  const partial = `${out}.partial`
  fs.rmSync(partial, { force: true })
  const source = new Database(sqlitePath, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    source.prepare('VACUUM INTO ?').run(partial)
  } finally {
    source.close()
  }
  const copy = new Database(partial, { readonly: true })
  let latestChange: string | null
  try {
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`The backup failed its integrity check (${String(check)})`)
    latestChange = latestChangeOfSqlite(copy)
  } finally {
    copy.close()
  }
  fs.renameSync(partial, out)
  return { file: out, bytes: fs.statSync(out).size, seconds: (performance.now() - started) / 1000, latestChange }
}

/** The processes that have `file` open (Linux: /proc/<pid>/fd); empty elsewhere, where it cannot tell. */
export function processesUsing(file: string): number[] {
  if (process.platform !== 'linux' || !fs.existsSync(file)) return []
  const target = fs.realpathSync(file)
  const found: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or one that just ended
    }
    for (const fd of fds) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === target) {
          found.push(pid)
          break
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return found
}

/**
 * Puts a backup in place of the store's file, for a stopped store: refused while a process has the
 * file open, and when the live file has changes newer than the backup's (orders taken since), unless
 * `force`. The old file is kept beside it as `<file>.before-restore`.
 */
export function restoreSqlite(sqlitePath: string, from: string, force: boolean): { latestChange: string | null; kept: string | null } {
  if (!fs.existsSync(from)) throw new BackupRefused(`There is no backup at ${from}`)
  const backup = new Database(from, { readonly: true, fileMustExist: true })
  let backupChange: string | null
  try {
    if (backup.pragma('integrity_check', { simple: true }) !== 'ok')
      throw new BackupRefused(`${from} fails SQLite's integrity check: it is not a usable backup`)
    backupChange = latestChangeOfSqlite(backup)
  } finally {
    backup.close()
  }
  let kept: string | null = null
  if (fs.existsSync(sqlitePath)) {
    const users = processesUsing(sqlitePath)
    if (users.length > 0)
      throw new BackupRefused(`The store is running (process ${users.join(', ')} has ${sqlitePath} open): stop it, then restore`)
    const live = new Database(sqlitePath, { fileMustExist: true })
    let liveChange: string | null
    try {
      liveChange = latestChangeOfSqlite(live)
      live.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      live.close()
    }
    if (!force && liveChange !== null && (backupChange === null || liveChange > backupChange)) {
      throw new BackupRefused(
        `${sqlitePath} has newer data than the backup (its latest change ${liveChange}, the backup's ${backupChange ?? 'none'}): restoring would lose it. Add --force to restore anyway`,
      )
    }
    kept = `${sqlitePath}.before-restore`
    fs.rmSync(kept, { force: true })
    fs.renameSync(sqlitePath, kept)
    for (const suffix of ['-wal', '-shm']) fs.rmSync(sqlitePath + suffix, { force: true })
  }
  fs.copyFileSync(from, `${sqlitePath}.restoring`)
  fs.renameSync(`${sqlitePath}.restoring`, sqlitePath)
  return { latestChange: backupChange, kept }
}
