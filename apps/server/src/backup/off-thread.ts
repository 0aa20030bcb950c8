import { Worker } from 'node:worker_threads'
import type { BackupResult } from './sqlite-backup.ts'

/**
 * The thread's file: beside this one when run from the sources (tsx, tests), or the build's
 * dist/backup-thread.js beside dist/server.js (apps/server/build.js builds both).
 */
const threadFile = import.meta.url.endsWith('.ts')
  ? new URL('./sqlite-thread.ts', import.meta.url)
  : new URL('./backup-thread.js', import.meta.url)

/** backupSqlite in a worker thread, so a scheduled backup never stalls the server's requests (decision 0070). */
export function backupSqliteOffThread(sqlitePath: string, out: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, { workerData: { sqlitePath, out } })
    worker.once('message', (answer: { ok: true; result: BackupResult } | { ok: false; message: string }) => {
      if (answer.ok) resolve(answer.result)
      else reject(new Error(answer.message))
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The backup thread stopped (exit code ${code}) before it answered`)))
  })
}
