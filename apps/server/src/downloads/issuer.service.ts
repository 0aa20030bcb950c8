import { DOWNLOADS_PER_LINK } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { PlacedOrder } from '../orders/place-order.service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { StoreService } from '../store/service.ts'
import type { ProductFilesRepository } from './files.repository.ts'
import { expiryOf, paymentStanding } from './link-state.ts'
import type { DownloadLinksRepository } from './links.repository.ts'
import { downloadPageLink, downloadsMail } from './mail.ts'
import { newToken, tokenHash } from './tokens.ts'

export interface IssuerDeps {
  work: UnitOfWork
  links: DownloadLinksRepository
  files: ProductFilesRepository
  orders: OrdersService
  accounts: AccountsService
  store: StoreService
  outbox: Outbox
}

/** Orders the worker looks at per pass. */
const PASS_SIZE = 50

/**
 * Download links from order to payment (decision 0024). The order's transaction records a
 * waiting link for each line whose product has a file; once the order is paid, one call issues them
 * all (expiry, mail token, the mail), exactly once however many servers try. The worker and the
 * shopper's order page both call it, so no payment path needs to know about downloads.
 */
export class DownloadIssuer {
  /** The worker goes round the waiting orders, so orders that wait long (cash) never hold up the others. */
  private after = 0

  constructor(private readonly deps: IssuerDeps) {}

  /** place-order's listener, in the order's transaction (reads go through `trx`: on SQLite it holds the one connection). */
  async recordOrder(trx: Tx, order: PlacedOrder): Promise<void> {
    const { lines } = order
    const withFiles = await this.deps.files.productsWithFiles(trx, [...new Set(lines.map((l) => l.product_id))])
    const now = new Date().toISOString()
    await this.deps.links.insert(
      trx,
      lines
        .filter((l) => withFiles.has(l.product_id))
        .map((l) => ({
          order_id: order.id,
          order_line_id: l.id,
          product_id: l.product_id,
          user_id: order.user_id,
          name: l.name,
          downloads_left: DOWNLOADS_PER_LINK,
          link_base: order.origin,
          created_at: now,
        })),
    )
  }

  /** Issues the order's waiting links if it is paid; forgets them if it never will be. Safe to call any number of times. */
  async issue(orderId: number): Promise<void> {
    const order = await this.deps.orders.byId(orderId)
    const standing = order ? paymentStanding(order) : 'never'
    if (standing === 'never') return this.deps.links.dropPending(orderId)
    if (standing === 'waiting' || !order) return
    const waiting = (await this.deps.links.ofOrder(orderId)).filter((l) => l.issued_at === null)
    if (waiting.length === 0) return
    const [contact, settings] = await Promise.all([this.deps.accounts.contact(order.user_id!), this.deps.store.checkoutSettings()])
    const now = new Date()
    const issuedAt = now.toISOString()
    const expiresAt = expiryOf(now).toISOString()
    const tokens = waiting.map((link) => ({ link, token: newToken() }))
    const issued = await this.deps.work.run(async (trx) => {
      // Only the call whose UPDATE issues the links writes their tokens and the mail.
      if ((await this.deps.links.issue(trx, orderId, issuedAt, expiresAt)) === 0) return false
      for (const { link, token } of tokens) await this.deps.links.setToken(link.id, 'mail', tokenHash(token), issuedAt, trx)
      if (contact?.email) {
        const files = tokens.map(({ link, token }) => ({ name: link.name, link: downloadPageLink(link.link_base, token) }))
        await this.deps.outbox.add(trx, downloadsMail(order, files, { to: contact.email, storeName: settings.storeName, expiresAt }))
      }
      return true
    })
    if (issued) this.deps.outbox.wake()
  }

  /** One pass of the worker: the next orders with waiting links, round and round. */
  async runPass(): Promise<void> {
    const ids = await this.deps.links.pendingOrderIds(this.after, PASS_SIZE)
    this.after = ids.length < PASS_SIZE ? 0 : ids[ids.length - 1]!
    for (const id of ids) await this.issue(id)
  }
}
