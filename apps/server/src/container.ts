import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import { unitOfWork } from './db/transaction.ts'
import { CacheVersions } from './cache/versions.ts'
import { createResponseCache, type ResponseCache } from './cache/response-cache.ts'
import { VersionedMemo } from './cache/versioned-memo.ts'
import { BranchesRepository } from './branches/repository.ts'
import { BranchesService } from './branches/service.ts'
import { CatalogueRepository } from './catalogue/repository.ts'
import { CatalogueService } from './catalogue/service.ts'
import { StoreRepository } from './store/repository.ts'
import { StoreService } from './store/service.ts'
import { PagesRepository } from './pages/repository.ts'
import { PagesService } from './pages/service.ts'
import { OrdersRepository } from './orders/repository.ts'
import { OrdersService } from './orders/service.ts'
import { DiscountsRepository } from './discounts/repository.ts'
import { DiscountsService } from './discounts/service.ts'
import { CartRepository } from './cart/repository.ts'
import { CartService } from './cart/service.ts'

/**
 * The composition root (decision 0010): every repository and service is built once here, so
 * per-version memos and the response cache are shared by every route, and an area reaches another
 * only through the service it is handed. Routes receive `app.services`; nothing else calls `new`.
 */
export function buildContainer(config: Config, db: Db) {
  const versions = new CacheVersions(db.kysely, config.cacheVersionTtlMs)
  const responses: ResponseCache = createResponseCache()
  const memo = new VersionedMemo(versions)
  const work = unitOfWork(db.kysely)

  const branches = new BranchesService(new BranchesRepository(db.kysely), memo)
  const catalogue = new CatalogueService(new CatalogueRepository(db.kysely, db.dialect), branches, memo)
  const store = new StoreService(new StoreRepository(db.kysely), branches, catalogue, memo)
  const pages = new PagesService(new PagesRepository(db.kysely))
  const orders = new OrdersService(new OrdersRepository(db.kysely))
  const discounts = new DiscountsService(new DiscountsRepository(db.kysely), orders, memo)
  const cart = new CartService({ carts: new CartRepository(db.kysely), branches, catalogue, store, discounts, versions, unitOfWork: work })

  return {
    config,
    db,
    versions,
    responses,
    services: { branches, catalogue, store, pages, orders, discounts, cart },
  }
}

export type Container = ReturnType<typeof buildContainer>
export type Services = Container['services']
