import { fork } from 'node:child_process'
import fs from 'node:fs'
import type { BackupResult } from './sqlite-backup.ts'

/**
 * The child's file: beside this one when run from the sources (tsx, tests), or the build's
 * dist/backup-child.js beside dist/server.js (apps/server/build.js builds both).
 */
const childFile = import.meta.url.endsWith('.ts')
  ? new URL('./sqlite-child.ts', import.meta.url)
  : new URL('./backup-child.js', import.meta.url)

type Answer = { ok: true; result: BackupResult } | { ok: false; message: string }

/**
 * backupSqlite in a child process, so a scheduled backup never stalls the server's requests (decision
 * 0070). `signal` ends it at once (the server is stopping, decision 0081): the child is killed, its
 * unfinished copy deleted, and the promise rejects with the signal's reason (an AbortError).
 */
export function backupSqliteOffProcess(sqlitePath: string, out: string, signal?: AbortSignal): Promise<BackupResult> {
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    // No inherited flags (a test runner's, tsx's): the child is plain Node on one file.
    const child = fork(childFile, [sqlitePath, out], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    let answer: Answer | undefined
    const abort = () => child.kill('SIGKILL')
    signal?.addEventListener('abort', abort, { once: true })
    child.once('message', (message) => (answer = message as Answer))
    child.once('error', reject)
    child.once('exit', (code, killedBy) => {
      signal?.removeEventListener('abort', abort)
      if (signal?.aborted) {
        // Cut off inside VACUUM INTO: what it wrote is not a backup. (A copy already renamed into place
        // is whole and checked, and stays.)
        for (const suffix of ['.partial', '.partial-journal']) fs.rmSync(out + suffix, { force: true })
        return reject(signal.reason)
      }
      if (!answer) return reject(new Error(`The backup process stopped (${killedBy ?? `exit code ${code}`}) before it answered`))
      if (answer.ok) resolve(answer.result)
      else reject(new Error(answer.message))
    })
  })
}
