import type { StoreTables } from './tables/store.ts'
import type { CatalogueTables } from './tables/catalogue.ts'
import type { CartTables } from './tables/carts.ts'
import type { OrderTables } from './tables/orders.ts'
import type { PaymentTables } from './tables/payments.ts'
import type { DownloadTables } from './tables/downloads.ts'
import type { AccountTables } from './tables/accounts.ts'
import type { LoyaltyTables } from './tables/loyalty.ts'
import type { ReviewTables } from './tables/reviews.ts'
import type { WishlistTables } from './tables/wishlist.ts'
import type { OperationTables } from './tables/operations.ts'
import type { PushTables } from './tables/push.ts'
import type { StaffTables } from './tables/staff.ts'

/**
 * The database as Kysely sees it. Booleans are stored as integers 0/1 and JSON as text in both
 * dialects, so one query runs unchanged on SQLite and PostgreSQL (docs/decisions/0002-database.md).
 */
export interface Database
  extends
    StoreTables,
    CatalogueTables,
    CartTables,
    OrderTables,
    PaymentTables,
    DownloadTables,
    AccountTables,
    LoyaltyTables,
    ReviewTables,
    WishlistTables,
    OperationTables,
    PushTables,
    StaffTables {}
