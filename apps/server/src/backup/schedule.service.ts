import fs from 'node:fs'
import path from 'node:path'
import type { BackupScheduleConfig } from '../config.ts'
import { runOneLeased, type LeaseTiming } from '../jobs/lease.ts'
import type { WorkerLog } from '../jobs/worker.ts'
import type { BackupResult } from './sqlite-backup.ts'
import type { BackupScheduleRepository } from './schedule.repository.ts'

/** A backup may take long on a big store: its claim lasts an hour; a failed one is tried twice more, a minute apart. */
const TIMING: LeaseTiming = { backoffMs: 60_000, maxBackoffMs: 300_000, maxAttempts: 3, leaseMs: 3_600_000 }

/** The files this schedule writes (and the only ones it deletes): store-20261125T060000Z.sqlite, or .dump on PostgreSQL. */
const BACKUP_FILE = /^store-\d{8}T\d{6}Z\.(sqlite|dump)$/

export interface LastBackup {
  /** When it was taken (ISO), its file's name in BACKUP_DIR and its size. */
  taken_at: string
  file: string
  bytes: number
}

/**
 * How a backup is written on this store's database: a SQLite copy (off the event loop) or a pg_dump
 * file. `signal` ends it at once, deleting what it wrote, and rejects with an AbortError.
 */
export interface BackupWriter {
  extension: '.sqlite' | '.dump'
  write(out: string, signal?: AbortSignal): Promise<BackupResult>
}

/**
 * Scheduled backups (decision 0070): BACKUP_EVERY splits time into periods (aligned to the Unix epoch,
 * so 6h means 00:00, 06:00, 12:00 and 18:00 UTC); each server adds the period's row, and the one that
 * claims it with the jobs' lease (decision 0014) writes the backup into BACKUP_DIR, then deletes all
 * but the BACKUP_KEEP newest. The newest done backup is what /readyz reports, from any server.
 */
export class BackupScheduleService {
  constructor(
    private readonly repo: BackupScheduleRepository,
    private readonly schedule: BackupScheduleConfig,
    private readonly writer: BackupWriter,
    private readonly log: Pick<WorkerLog, 'info' | 'warn'>,
  ) {}

  /**
   * Takes this period's backup if no server has; false when there was nothing to do. `now` is fixed for
   * the whole run. `cutShort` (the server is stopping) ends a backup being written: the period's row is
   * handed back untried for any server to take at once, and no file of it stays (decision 0081).
   */
  async runDue(now: Date, stopping: () => boolean = () => false, cutShort?: AbortSignal): Promise<boolean> {
    const periodStart = Math.floor(now.getTime() / this.schedule.everyMs) * this.schedule.everyMs
    await this.repo.addPeriod(`backup:${new Date(periodStart).toISOString()}`, now.toISOString())
    return runOneLeased(this.repo, TIMING, () => now, {
      stopping,
      run: async () => {
        fs.mkdirSync(this.schedule.dir, { recursive: true })
        const file = `store-${now.toISOString().replace(/[-:]|\.\d+/g, '')}${this.writer.extension}`
        return { file, result: await this.writer.write(path.join(this.schedule.dir, file), cutShort) }
      },
      settle: async (row, claim, { file, result }) => {
        await this.repo.markDone(row.id, claim, { file, bytes: result.bytes, takenAt: now.toISOString() })
        this.log.info({ file, bytes: result.bytes, seconds: Number(result.seconds.toFixed(2)) }, 'backup: written')
        this.deleteOld()
      },
      failed: (row, error, giveUp) =>
        this.log.warn(
          { backup: row.key, attempts: row.attempts, err: error },
          giveUp ? 'backup: gave up for this period' : 'backup: will retry',
        ),
    })
  }

  /** The newest backup the schedule wrote, from whichever server; null before the first. */
  async lastBackup(): Promise<LastBackup | null> {
    const row = await this.repo.lastDone()
    if (!row || row.taken_at === null || row.file === null) return null
    return { taken_at: row.taken_at, file: row.file, bytes: Number(row.bytes ?? 0) }
  }

  /**
   * Keeps the BACKUP_KEEP newest backups in BACKUP_DIR (names sort by time) and deletes the rest, and
   * the `.partial` of a backup whose server died while writing it (older than a claim lasts, so never
   * one another server is still writing).
   */
  private deleteOld(): void {
    const names = fs.readdirSync(this.schedule.dir)
    const backups = names
      .filter((name) => BACKUP_FILE.test(name))
      .sort()
      .reverse()
    for (const name of backups.slice(this.schedule.keep)) {
      // A PostgreSQL dump's note of its latest change goes with it (backup/postgres-backup.ts).
      for (const file of [name, `${name}.json`]) fs.rmSync(path.join(this.schedule.dir, file), { force: true })
    }
    for (const name of names.filter((n) => n.endsWith('.partial') && BACKUP_FILE.test(n.slice(0, -'.partial'.length)))) {
      const file = path.join(this.schedule.dir, name)
      const written = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs
      if (written !== undefined && Date.now() - written > TIMING.leaseMs) fs.rmSync(file, { force: true })
    }
  }
}
