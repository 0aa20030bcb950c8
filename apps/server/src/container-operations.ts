import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import type { WorkerLog } from './jobs/worker.ts'
import { BackupScheduleRepository } from './backup/schedule.repository.ts'
import { BackupScheduleService, type BackupWriter } from './backup/schedule.service.ts'
import { BackupWorker } from './backup/worker.ts'
import { backupSqliteOffProcess } from './backup/off-process.ts'
import { backupPostgres } from './backup/postgres-backup.ts'
import { MetricsRepository } from './metrics/repository.ts'
import { MetricsService } from './metrics/service.ts'

/**
 * What running the store needs beside the shop: scheduled backups (decision 0070) and /metrics
 * (decision 0071), each built only when configured.
 */
export function buildOperations(config: Config, db: Db, log: WorkerLog) {
  const writer: BackupWriter =
    db.dialect === 'postgres'
      ? { extension: '.dump', write: (out, signal) => backupPostgres(db.location, out, config.pgBinDir, signal) }
      : { extension: '.sqlite', write: (out, signal) => backupSqliteOffProcess(db.location, out, signal) }
  const backups = config.backup && new BackupScheduleService(new BackupScheduleRepository(db.kysely), config.backup, writer, log)
  const { token, port } = config.metrics
  return {
    backups,
    backupWorker: backups && new BackupWorker(backups, log),
    metrics: token !== null || port !== null ? new MetricsService(new MetricsRepository(db.kysely), db.poolUse ?? null) : null,
  }
}
