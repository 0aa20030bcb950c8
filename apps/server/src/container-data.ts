import type { Db } from './db/connect.ts'
import type { OwnerServices } from './container-owner.ts'
import type { StoreService } from './store/service.ts'
import { DashboardRepository } from './dashboard/owner.repository.ts'
import { DashboardService } from './dashboard/owner.service.ts'
import { ExportRepository } from './data/export.repository.ts'
import { CsvExportService } from './data/export.service.ts'
import { CsvImportService } from './data/import.service.ts'

/**
 * The owner's figures and files: the sales dashboard (decision 0092) and CSV export and import
 * (decision 0093). Both read the store's time zone from the settings, through the store service.
 */
export function buildDataServices(db: Db, owner: OwnerServices, store: StoreService) {
  const timeZone = async () => (await store.checkoutSettings()).timeZone
  return {
    dashboard: new DashboardService(new DashboardRepository(db.kysely), timeZone),
    csvExport: new CsvExportService(new ExportRepository(db.kysely), owner.productImport, owner.catalogue, owner.branches, timeZone),
    csvImport: new CsvImportService(owner.productImport, owner.catalogue, owner.branches),
  }
}
