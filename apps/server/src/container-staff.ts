import type { Db } from './db/connect.ts'
import { unitOfWork } from './db/transaction.ts'
import { AuditRepository } from './audit/repository.ts'
import { AuditService } from './audit/service.ts'
import type { LimitsService } from './limits/service.ts'
import { StaffRepository } from './staff/repository.ts'
import { StaffService } from './staff/service.ts'
import { StaffSetupService } from './staff/setup.service.ts'

/** The audit log's service (decision 0051): stateless, so each composition root may build its own. */
export const buildAudit = (db: Db) => new AuditService(new AuditRepository(db.kysely))

/** Staff accounts, sessions and setup links (decision 0050). */
export function buildStaffServices(db: Db, limits: LimitsService, audit: AuditService) {
  const repo = new StaffRepository(db.kysely, db.dialect)
  const staff = new StaffService(repo, limits, unitOfWork(db.kysely), audit)
  return { staff, staffSetup: new StaffSetupService(repo, staff, unitOfWork(db.kysely)), audit }
}
