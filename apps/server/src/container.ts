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
import { AccountsRepository } from './accounts/repository.ts'
import { AccountsService } from './accounts/service.ts'
import { AddressesRepository } from './addresses/repository.ts'
import { AddressesService } from './addresses/service.ts'
import { AddressSearchService } from './addresses/search.service.ts'
import { GooglePlacesClient } from './integrations/places/google-places.ts'
import { AvatarRepository } from './accounts/avatar.repository.ts'
import { AvatarService } from './accounts/avatar.service.ts'
import { LimitsRepository } from './limits/repository.ts'
import { LimitsService } from './limits/service.ts'
import { OwnerWrites } from './admin/owner-writes.ts'
import { BranchesOwnerRepository } from './branches/owner.repository.ts'
import { BranchesOwnerService } from './branches/owner.service.ts'
import { CatalogueOwnerRepository } from './catalogue/owner.repository.ts'
import { ProductWriterRepository } from './catalogue/owner-product-writer.repository.ts'
import { CatalogueOwnerService } from './catalogue/owner.service.ts'
import { StoreOwnerRepository } from './store/owner.repository.ts'
import { StoreOwnerService } from './store/owner.service.ts'
import { PagesOwnerRepository } from './pages/owner.repository.ts'
import { PagesOwnerService } from './pages/owner.service.ts'
import { DiscountsOwnerRepository } from './discounts/owner.repository.ts'
import { DiscountsOwnerService } from './discounts/owner.service.ts'

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
  // Address search is on when the store has a Places key (issue 9); get-data tells the web.
  const { apiKey: placesKey } = config.places
  const addressSearch = new AddressSearchService(placesKey ? new GooglePlacesClient({ ...config.places, apiKey: placesKey }) : null)
  const store = new StoreService(new StoreRepository(db.kysely), branches, catalogue, memo, { addressSearch: addressSearch.enabled })
  const pages = new PagesService(new PagesRepository(db.kysely))
  const orders = new OrdersService(new OrdersRepository(db.kysely))
  const discounts = new DiscountsService(new DiscountsRepository(db.kysely), orders, memo)
  const limits = new LimitsService(new LimitsRepository(db.kysely))
  const cart = new CartService({ carts: new CartRepository(db.kysely), branches, catalogue, store, discounts, versions, unitOfWork: work })
  const accounts = new AccountsService(new AccountsRepository(db.kysely, db.dialect), limits, work, cart)
  const addresses = new AddressesService(new AddressesRepository(db.kysely), accounts, work)
  const avatars = new AvatarService(new AvatarRepository(db.kysely), accounts, work)

  return {
    config,
    db,
    versions,
    responses,
    services: {
      branches,
      catalogue,
      store,
      pages,
      orders,
      discounts,
      cart,
      limits,
      accounts,
      addresses,
      addressSearch,
      avatars,
      owner: buildOwnerServices(db, versions),
    },
  }
}

/**
 * The owner API's services, one per area that owns the tables (routes under /api/admin). Also built
 * by the seed, which fills a store through the same rules as an owner.
 */
export function buildOwnerServices(db: Db, versions: CacheVersions) {
  const writes = new OwnerWrites(unitOfWork(db.kysely), versions)
  const branches = new BranchesOwnerService(new BranchesOwnerRepository(db.kysely), writes)
  return {
    branches,
    catalogue: new CatalogueOwnerService(new CatalogueOwnerRepository(db.kysely), new ProductWriterRepository(), branches, writes),
    store: new StoreOwnerService(new StoreOwnerRepository(db.kysely), writes),
    pages: new PagesOwnerService(new PagesOwnerRepository(db.kysely), writes),
    discounts: new DiscountsOwnerService(new DiscountsOwnerRepository(db.kysely), writes),
  }
}
export type OwnerServices = ReturnType<typeof buildOwnerServices>

export type Container = ReturnType<typeof buildContainer>
export type Services = Container['services']
