import type { AccountsService } from '../accounts/service.ts'
import type { AuditService } from '../audit/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { StockService } from '../catalogue/stock.service.ts'
import type { UnitOfWork } from '../db/transaction.ts'
import type { DiscountsService } from '../discounts/service.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { PushService } from '../push/service.ts'
import type { StoreService } from '../store/service.ts'
import type { WalletService } from '../wallet/service.ts'
import type { PaymentPort } from './payment-port.ts'
import type { OrdersRepository } from './repository.ts'
import type { OrderNewsService } from './news.service.ts'

/** What the lifecycle, cancel and refund services share: their own module, so none imports another's for it. */
export interface LifecycleDeps {
  work: UnitOfWork
  orders: OrdersRepository
  store: StoreService
  accounts: AccountsService
  wallet: WalletService
  stock: StockService
  discounts: DiscountsService
  outbox: Outbox
  /** Order news to the shopper's devices, beside the mail or SMS (decision 0062). */
  push: PushService
  versions: CacheVersions
  /** Refunds of online payments; null when online payment is off. */
  payments: PaymentPort | null
  /** Staff moves, cancels and refunds are written to the audit log in their transaction (decision 0051). */
  audit: AuditService
  /** Every change is announced to the live boards in its transaction (decision 0053). */
  news: OrderNewsService
}
