import type { RazorpayConfig } from './config.ts'
import type { UnitOfWork } from './db/transaction.ts'
import type { StoreService } from './store/service.ts'
import type { OrdersService } from './orders/service.ts'
import type { OrderLifecycleService } from './orders/lifecycle.service.ts'
import type { OrderPaymentStateService } from './orders/payment-state.service.ts'
import type { RazorpayClient } from './integrations/razorpay/client.ts'
import type { PaymentsRepository } from './payments/repository.ts'
import type { RefundsService } from './payments/refunds.service.ts'
import { PaymentsService } from './payments/service.ts'
import { WebhookService } from './payments/webhook.service.ts'
import { PaymentJobsService } from './payments/jobs.service.ts'
import { PaymentsWorker } from './payments/worker.ts'
import type { WorkerLog } from './outbox/worker.ts'

/** process-payment, the webhook and the payment jobs with their worker (decision 0021); the worker wakes when a job is committed. */
export function buildOnlinePayments(deps: {
  work: UnitOfWork
  razorpay: RazorpayConfig
  gateway: RazorpayClient
  refunds: RefundsService
  repo: PaymentsRepository
  state: OrderPaymentStateService
  orders: OrdersService
  lifecycle: OrderLifecycleService
  store: StoreService
  log: WorkerLog
}) {
  const { work, razorpay, gateway, refunds, repo, state, orders, lifecycle, store, log } = deps
  const wake = () => worker.wake()
  const payments = new PaymentsService({ work, gateway, razorpay, orders, state, store, repo, log, wake })
  const jobs = new PaymentJobsService({ work, repo, state, payments, refunds, lifecycle, gateway, store, log })
  const worker = new PaymentsWorker(jobs, log)
  const webhook = new WebhookService({ work, razorpay, payments, state, store, repo, wake })
  return { payments, jobs, webhook, worker }
}
