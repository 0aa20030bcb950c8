import { parentPort, workerData } from 'node:worker_threads'
import { backupSqlite } from './sqlite-backup.ts'

/**
 * A worker thread's whole work: one SQLite backup (decision 0070). `VACUUM INTO` and the integrity
 * check are synchronous calls of better-sqlite3; run here, they hold this thread, not the server's
 * event loop. Only erasable TypeScript: Node loads this file itself (type stripping) outside the build.
 */
const { sqlitePath, out } = workerData as { sqlitePath: string; out: string }
try {
  parentPort!.postMessage({ ok: true, result: backupSqlite(sqlitePath, out) })
} catch (error) {
  parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
}
