import { backupSqlite } from './sqlite-backup.ts'

/**
 * A child process's whole work: one SQLite backup (decision 0070), `node sqlite-child.ts <store> <out>`.
 * `VACUUM INTO` and the integrity check are synchronous calls of better-sqlite3 that take as long as the
 * file is big; run here, they hold this process, not the server's event loop, and a server that stops
 * can end them at once (decision 0081), which a thread cannot while it is inside SQLite. Only erasable
 * TypeScript: Node loads this file itself (type stripping) outside the build.
 */
const [sqlitePath, out] = process.argv.slice(2) as [string, string]
let answer: { ok: true; result: ReturnType<typeof backupSqlite> } | { ok: false; message: string }
try {
  answer = { ok: true, result: backupSqlite(sqlitePath, out) }
} catch (error) {
  answer = { ok: false, message: error instanceof Error ? error.message : String(error) }
}
// Disconnecting once the answer is written lets the process end by itself.
process.send!(answer, () => process.disconnect())
