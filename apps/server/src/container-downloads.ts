import type { Db } from './db/connect.ts'
import { ProductFilesRepository } from './downloads/files.repository.ts'
import { DownloadLinksRepository } from './downloads/links.repository.ts'
import { DownloadIssuer, type IssuerDeps } from './downloads/issuer.service.ts'
import { DownloadsService } from './downloads/service.ts'
import { DownloadsWorker } from './downloads/worker.ts'
import type { PlaceOrderService } from './orders/place-order.service.ts'
import type { WorkerLog } from './outbox/worker.ts'

/**
 * Digital goods (decision 0024): a placed order records its lines' links in its own transaction; they
 * open once it is paid, and the worker issues those of orders paid after they were placed.
 */
export function buildDownloads(db: Db, deps: Omit<IssuerDeps, 'links' | 'files'> & { placeOrder: PlaceOrderService; log: WorkerLog }) {
  const { placeOrder, log, ...issuerDeps } = deps
  const files = new ProductFilesRepository(db.kysely)
  const links = new DownloadLinksRepository(db.kysely)
  const issuer = new DownloadIssuer({ ...issuerDeps, links, files })
  placeOrder.onPlaced((trx, order) => issuer.recordOrder(trx, order))
  return {
    issuer,
    downloads: new DownloadsService(links, files, issuerDeps.orders, issuer),
    worker: new DownloadsWorker(issuer, log),
  }
}
