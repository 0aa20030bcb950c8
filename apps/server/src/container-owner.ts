import { unitOfWork } from './db/transaction.ts'
import { ScratchCardsRepository } from './scratch-cards/repository.ts'
import { ScratchCardsOwnerRepository } from './scratch-cards/owner.repository.ts'
import { ScratchCardsOwnerService } from './scratch-cards/owner.service.ts'
import { PrizeCouponsService } from './scratch-cards/prize-coupons.service.ts'
import { ReferralSettingsRepository } from './referrals/settings.repository.ts'
import { ReferralsOwnerService } from './referrals/owner.service.ts'
import { ReviewsRepository } from './reviews/repository.ts'
import { ReviewsOwnerRepository } from './reviews/owner.repository.ts'
import { ReviewsOwnerService } from './reviews/owner.service.ts'
import { ProductFilesRepository } from './downloads/files.repository.ts'
import { DownloadFilesOwnerService } from './downloads/owner.service.ts'
import { OwnerWrites } from './admin/owner-writes.ts'
import { BranchesOwnerRepository } from './branches/owner.repository.ts'
import { BranchesOwnerService } from './branches/owner.service.ts'
import { BranchlessCartsService } from './cart/branchless.service.ts'
import { CartRepository } from './cart/repository.ts'
import { CatalogueOwnerRepository } from './catalogue/owner.repository.ts'
import { ProductWriterRepository } from './catalogue/owner-product-writer.repository.ts'
import { ProductImportRepository } from './catalogue/import.repository.ts'
import { ProductImportService } from './catalogue/import.service.ts'
import { CatalogueOwnerService } from './catalogue/owner.service.ts'
import { StoreOwnerRepository } from './store/owner.repository.ts'
import { StoreOwnerService } from './store/owner.service.ts'
import { LayoutDraftsRepository } from './store/layout-drafts.repository.ts'
import { LayoutDraftsService } from './store/layout-drafts.service.ts'
import { PagesOwnerRepository } from './pages/owner.repository.ts'
import { PagesOwnerService } from './pages/owner.service.ts'
import { DiscountsOwnerRepository } from './discounts/owner.repository.ts'
import { DiscountsOwnerService } from './discounts/owner.service.ts'
import { CouponUsesRepository } from './discounts/uses.repository.ts'
import { ReferralsOwnerListRepository } from './referrals/owner-list.repository.ts'
import { ProductListRepository } from './catalogue/owner-list.repository.ts'
import { BulkRepository } from './catalogue/bulk.repository.ts'
import { ProductBulkService } from './catalogue/bulk.service.ts'
import { PhotosRepository } from './photos/repository.ts'
import { PhotosService } from './photos/service.ts'
import { CustomersOwnerRepository } from './customers/owner.repository.ts'
import { CustomersOwnerService } from './customers/owner.service.ts'
import { buildAudit } from './container-staff.ts'
import { ThemeService } from './store/theme.service.ts'
import { BrandRepository } from './store/brand.repository.ts'
import type { Db } from './db/connect.ts'
import type { CacheVersions } from './cache/versions.ts'

/**
 * The owner API's services, one per area that owns the tables (routes under /api/admin). Also built
 * by the seed, which fills a store through the same rules as an owner.
 */
export function buildOwnerServices(db: Db, versions: CacheVersions) {
  const writes = new OwnerWrites(unitOfWork(db.kysely), versions, buildAudit(db))
  const branches = new BranchesOwnerService(
    new BranchesOwnerRepository(db.kysely),
    writes,
    new BranchlessCartsService(new CartRepository(db.kysely)),
  )
  const catalogue = new CatalogueOwnerService(
    new CatalogueOwnerRepository(db.kysely),
    new ProductWriterRepository(),
    branches,
    writes,
    new ProductListRepository(db.kysely, db.dialect),
  )
  const campaigns = new ScratchCardsOwnerRepository(db.kysely)
  const discounts = new DiscountsOwnerService(
    new DiscountsOwnerRepository(db.kysely, db.dialect),
    new CouponUsesRepository(db.kysely),
    branches,
    writes,
    new PrizeCouponsService(campaigns),
  )
  const storeRepo = new StoreOwnerRepository(db.kysely)
  return {
    branches,
    catalogue,
    productBulk: new ProductBulkService(new BulkRepository(), branches, writes),
    /** The CSV import's batches and the export's pages of whole products (decision 0093). */
    productImport: new ProductImportService(
      new CatalogueOwnerRepository(db.kysely),
      new ProductImportRepository(db.kysely),
      new ProductWriterRepository(),
      writes,
    ),
    photos: new PhotosService(new PhotosRepository(db.kysely), writes),
    customers: new CustomersOwnerService(new CustomersOwnerRepository(db.kysely)),
    downloadFiles: new DownloadFilesOwnerService(new ProductFilesRepository(db.kysely), catalogue, writes),
    store: new StoreOwnerService(storeRepo, writes),
    layout: new LayoutDraftsService(new LayoutDraftsRepository(db.kysely), storeRepo, catalogue, writes),
    theme: new ThemeService(storeRepo, new BrandRepository(db.kysely), writes),
    pages: new PagesOwnerService(new PagesOwnerRepository(db.kysely), writes),
    discounts,
    scratchCards: new ScratchCardsOwnerService(campaigns, new ScratchCardsRepository(db.kysely), discounts, writes),
    referrals: new ReferralsOwnerService(new ReferralSettingsRepository(db.kysely), new ReferralsOwnerListRepository(db.kysely), writes),
    reviews: new ReviewsOwnerService(new ReviewsOwnerRepository(db.kysely), new ReviewsRepository(db.kysely, db.dialect), writes),
  }
}
export type OwnerServices = ReturnType<typeof buildOwnerServices>
