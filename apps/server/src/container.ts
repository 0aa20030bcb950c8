import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import { Readiness } from './health/readiness.ts'
import { HealthRepository } from './health/repository.ts'
import { unitOfWork } from './db/transaction.ts'
import { CacheVersions } from './cache/versions.ts'
import { createResponseCache, type ResponseCache } from './cache/response-cache.ts'
import { VersionedMemo } from './cache/versioned-memo.ts'
import { BranchesRepository } from './branches/repository.ts'
import { BranchesService } from './branches/service.ts'
import { CatalogueRepository } from './catalogue/repository.ts'
import { CategoriesRepository } from './catalogue/categories.repository.ts'
import { ProductOptionsRepository } from './catalogue/options.repository.ts'
import { CatalogueService } from './catalogue/service.ts'
import { StoreRepository } from './store/repository.ts'
import { StoreService } from './store/service.ts'
import { ListingRulesService } from './store/listing-rules.service.ts'
import { PagesRepository } from './pages/repository.ts'
import { PagesService } from './pages/service.ts'
import { OrdersRepository } from './orders/repository.ts'
import { OrdersService } from './orders/service.ts'
import { OrderLifecycleService } from './orders/lifecycle.service.ts'
import { PlaceOrderService } from './orders/place-order.service.ts'
import { ReorderService } from './orders/reorder.service.ts'
import { IdempotencyRepository } from './orders/idempotency.repository.ts'
import type { PaymentPort } from './orders/payment-port.ts'
import { OrderPaymentStateRepository } from './orders/payment-state.repository.ts'
import { OrderPaymentStateService } from './orders/payment-state.service.ts'
import { RazorpayClient } from './integrations/razorpay/client.ts'
import { PaymentsRepository } from './payments/repository.ts'
import { RefundsService } from './payments/refunds.service.ts'
import { RazorpayPaymentPort } from './payments/razorpay-port.ts'
import { WalletRepository } from './wallet/repository.ts'
import { WalletService } from './wallet/service.ts'
import { WalletHistoryRepository } from './wallet/history.repository.ts'
import { WalletHistoryService } from './wallet/history.service.ts'
import { WalletAdjustmentService } from './wallet/adjustment.service.ts'
import { ScratchCardsRepository } from './scratch-cards/repository.ts'
import { ScratchCardsService } from './scratch-cards/service.ts'
import { RewardsService } from './rewards/service.ts'
import { StockRepository } from './catalogue/stock.repository.ts'
import { StockService } from './catalogue/stock.service.ts'
import { DiscountsRepository } from './discounts/repository.ts'
import { DiscountsService } from './discounts/service.ts'
import { CartRepository } from './cart/repository.ts'
import { CartService } from './cart/service.ts'
import { AccountsRepository } from './accounts/repository.ts'
import { AccountsService } from './accounts/service.ts'
import { AddressesRepository } from './addresses/repository.ts'
import { AddressesService } from './addresses/service.ts'
import { AddressSearchService } from './addresses/search.service.ts'
import { ReferralsRepository } from './referrals/repository.ts'
import { ReferralsService } from './referrals/service.ts'
import { ReferralSettingsRepository } from './referrals/settings.repository.ts'
import { ReferralRewardService } from './referrals/reward.service.ts'
import { WishlistRepository } from './wishlist/repository.ts'
import { WishlistService } from './wishlist/service.ts'
import { ReviewsRepository } from './reviews/repository.ts'
import { ReviewsService } from './reviews/service.ts'
import { GooglePlacesClient } from './integrations/places/google-places.ts'
import { LimitsRepository } from './limits/repository.ts'
import { LimitsService } from './limits/service.ts'
import { buildOwnerServices } from './container-owner.ts'
import { buildMessaging } from './container-messaging.ts'
import { buildDownloads } from './container-downloads.ts'
import { buildSignInServices } from './container-sign-in.ts'
import type { WorkerLog, WorkerTiming } from './outbox/worker.ts'
import { buildDataServices } from './container-data.ts'
import { buildOperations } from './container-operations.ts'
import { buildOnlinePayments } from './container-payments.ts'
import { buildAudit, buildStaffServices } from './container-staff.ts'
import { createNotifications } from './db/notifications.ts'
import { OrderNewsService } from './orders/news.service.ts'
import { OutsideServicesService } from './store/outside-services.service.ts'

/**
 * The composition root (decision 0010): every repository and service is built once here, so
 * per-version memos and the response cache are shared by every route, and an area reaches another
 * only through the service it is handed. Routes receive `app.services`; nothing else calls `new`.
 */
export interface ContainerOptions {
  /** Where the development outbox prints mails and SMS when SMTP or Twilio is not configured. */
  print: (line: string) => void
  log: WorkerLog
  outboxTiming?: Partial<WorkerTiming>
}

const silent: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} }

export function buildContainer(config: Config, db: Db, options: ContainerOptions = { print: () => {}, log: silent }) {
  const versions = new CacheVersions(db.kysely, config.cacheVersionTtlMs)
  const responses: ResponseCache = createResponseCache()
  const memo = new VersionedMemo(versions)
  const work = unitOfWork(db.kysely)

  const branches = new BranchesService(new BranchesRepository(db.kysely), memo)
  const storeRepo = new StoreRepository(db.kysely)
  const catalogue = new CatalogueService(
    new CatalogueRepository(db.kysely, db.dialect, new ProductOptionsRepository(db.kysely)),
    new CategoriesRepository(db.kysely),
    branches,
    memo,
    new ListingRulesService(storeRepo, memo),
  )
  // Address search is on when the store has a Places key; get-data tells the web.
  const { apiKey: placesKey } = config.places
  const addressSearch = new AddressSearchService(placesKey ? new GooglePlacesClient({ ...config.places, apiKey: placesKey }) : null)
  const store = new StoreService(storeRepo, branches, catalogue, memo, { addressSearch: addressSearch.enabled })
  const pages = new PagesService(new PagesRepository(db.kysely))
  const ordersRepo = new OrdersRepository(db.kysely, db.dialect)
  const orders = new OrdersService(ordersRepo, store)
  const discounts = new DiscountsService(new DiscountsRepository(db.kysely), orders, memo)
  const limits = new LimitsService(new LimitsRepository(db.kysely))
  const audit = buildAudit(db)
  const cart = new CartService({ carts: new CartRepository(db.kysely), branches, catalogue, store, discounts, versions, unitOfWork: work })
  const accountsRepo = new AccountsRepository(db.kysely, db.dialect)
  const accounts = new AccountsService(accountsRepo, limits, work, cart)
  const addresses = new AddressesService(new AddressesRepository(db.kysely), accounts, work, branches)
  const referralsRepo = new ReferralsRepository(db.kysely)
  const referralSettings = new ReferralSettingsRepository(db.kysely)
  const referrals = new ReferralsService(referralsRepo, referralSettings, accounts, limits)
  // A new account's referral is recorded in the transaction that makes it (decision 0020).
  accounts.onAccountCreated((trx, user, code) => referrals.recordNewAccount(trx, user, code))
  const wishlist = new WishlistService(new WishlistRepository(db.kysely), catalogue, accounts, work)

  // Mail, SMS and web push, through the outbox (decisions 0014 and 0062).
  const { outbox, mailer, sms, push, outboxWorker, closeSenders } = buildMessaging(config, db, options)
  const { otpLogin, passwordReset, profile, avatars } = buildSignInServices({ db, work, accountsRepo, accounts, limits, outbox })

  // Checkout (decisions 0018 and 0021): with Razorpay keys, Razorpay is behind the orders'
  // PaymentPort; without them the checkout offers cash and the wallet.
  const paymentGateway = config.razorpay ? new RazorpayClient(config.razorpay) : null
  const paymentsRepo = new PaymentsRepository(db.kysely)
  // The live orders board's news between servers: LISTEN/NOTIFY on PostgreSQL, rows read by each process on SQLite (decision 0053).
  const orderNews = new OrderNewsService(createNotifications(db, config.databaseUrl))
  const orderPayments = new OrderPaymentStateService(new OrderPaymentStateRepository(db.kysely), orderNews)
  const refunds = paymentGateway && new RefundsService(paymentGateway, paymentsRepo)
  // A refund scheduled by a cancel or the owner wakes the payment worker when its first try fails (decision 0036).
  const wakePaymentsWorker = () => online?.worker.wake()
  const paymentPort: PaymentPort | null =
    paymentGateway && refunds && new RazorpayPaymentPort(paymentGateway, refunds, orderPayments, paymentsRepo, wakePaymentsWorker)
  const payments = config.razorpay && paymentPort ? { port: paymentPort, razorpay: config.razorpay } : null
  const wallet = new WalletService(new WalletRepository(db.kysely))
  // Decision 0023: the wallet's history, the owner's adjustments, scratch cards and rewards.
  const walletHistory = new WalletHistoryService(new WalletHistoryRepository(db.kysely))
  const walletAdjustments = new WalletAdjustmentService(wallet, walletHistory, accounts, work, audit)
  const scratchCards = new ScratchCardsService(new ScratchCardsRepository(db.kysely), wallet, work)
  const rewards = new RewardsService(walletHistory, scratchCards)
  const stock = new StockService(new StockRepository(db.kysely), versions)
  const orderLifecycle = new OrderLifecycleService({
    work,
    orders: ordersRepo,
    store,
    accounts,
    wallet,
    stock,
    discounts,
    outbox,
    push,
    versions,
    payments: payments?.port ?? null,
    audit,
    news: orderNews,
  })
  // Referral bonuses are credited in the transaction that delivers the friend's first order (decision 0020).
  const referralRewards = new ReferralRewardService(referralsRepo, referralSettings, accounts, wallet)
  orderLifecycle.onDelivered(async (trx, order) => {
    if (order.user_id !== null) await referralRewards.onFirstOrderDelivered(trx, order.user_id)
  })
  // A delivered order a campaign covers earns a card, in the delivered move's transaction (decision 0023).
  orderLifecycle.onDelivered((trx, order) => scratchCards.onOrderDelivered(trx, order))
  const reorder = new ReorderService(ordersRepo, catalogue, cart)
  // Reviews (decision 0022): items of the shopper's delivered orders, through the orders service.
  const reviews = new ReviewsService(new ReviewsRepository(db.kysely, db.dialect), orders, accounts, work, versions, catalogue)
  const placeOrder = new PlaceOrderService({
    work,
    orders: ordersRepo,
    keys: new IdempotencyRepository(db.kysely),
    lifecycle: orderLifecycle,
    reorder,
    cart,
    branches,
    addresses,
    accounts,
    store,
    discounts,
    wallet,
    stock,
    outbox,
    versions,
    payments,
  })
  // Digital goods (decision 0024): the placed order records its lines' links; they open once it is paid.
  const digital = buildDownloads(db, { work, orders, accounts, store, outbox, placeOrder, log: options.log })
  placeOrder.onPlaced((trx, order) => orderNews.announce(trx, { kind: 'placed', id: order.public_id }))
  const online =
    config.razorpay && paymentGateway && refunds
      ? buildOnlinePayments({
          work,
          razorpay: config.razorpay,
          gateway: paymentGateway,
          refunds,
          repo: paymentsRepo,
          state: orderPayments,
          orders,
          lifecycle: orderLifecycle,
          store,
          log: options.log,
        })
      : null

  // Scheduled backups and /metrics (decisions 0070 and 0071), each only when configured.
  const operations = buildOperations(config, db, options.log)
  const staffServices = buildStaffServices(db, limits, audit)
  // The owner's settings page: which outside services are on, and test sends through the outbox's senders (decision 0087).
  const outsideServices = new OutsideServicesService({
    config,
    mail: mailer,
    sms,
    limits,
    emailOf: async (staffId) => (await staffServices.staff.member(staffId)).email,
    lastBackup: async () => (operations.backups ? operations.backups.lastBackup() : null),
  })
  const owner = buildOwnerServices(db, versions)

  return {
    config,
    db,
    /** /readyz: draining, database answering, migrations current; the last scheduled backup. */
    readiness: new Readiness(new HealthRepository(db.kysely), operations.backups),
    /** Null unless METRICS_TOKEN or METRICS_PORT is set: then every request is counted. */
    metrics: operations.metrics,
    /** Takes the scheduled backups (null without BACKUP_DIR and BACKUP_EVERY). */
    backupWorker: operations.backupWorker,
    versions,
    responses,
    outboxWorker,
    /** Issues the download links of orders paid since they were placed (decision 0024). */
    downloadsWorker: digital.worker,
    /** Runs the payment jobs (expiry of unpaid online orders, late refunds); null without Razorpay. */
    paymentsWorker: online?.worker ?? null,
    /** Closes what the outbox's senders hold open (the SMTP connection pool). */
    closeSenders,
    services: {
      push,
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
      otpLogin,
      passwordReset,
      profile,
      addressSearch,
      avatars,
      wallet,
      walletHistory,
      walletAdjustments,
      scratchCards,
      rewards,
      orderLifecycle,
      reorder,
      placeOrder,
      /** Online payment (null without Razorpay keys): process-payment, the webhook, the payment jobs. */
      payments: online?.payments ?? null,
      paymentWebhook: online?.webhook ?? null,
      paymentJobs: online?.jobs ?? null,
      referrals,
      wishlist,
      reviews,
      downloads: digital.downloads,
      downloadIssuer: digital.issuer,
      /** The last scheduled backup, for the owner's settings (null without scheduled backups). */
      backups: operations.backups,
      owner,
      /** The dashboard's figures and the CSV files (decisions 0092 and 0093). */
      data: buildDataServices(db, owner, store),
      ...staffServices,
      orderNews,
      outsideServices,
    },
  }
}

export { buildOwnerServices, type OwnerServices } from './container-owner.ts'

export type Container = ReturnType<typeof buildContainer>
export type Services = Container['services']
