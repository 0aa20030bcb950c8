import type { Notifications } from '../db/notifications.ts'
import type { Tx } from '../db/transaction.ts'

/** What the live board is told: an order was placed, or one changed (status, payment, refund). */
export interface OrderNews {
  kind: 'placed' | 'changed'
  /** The order's public id. */
  id: string
}

export interface OrderNewsListener {
  onNews(news: OrderNews): void
  /** This process may have missed news (its connection to the database was lost): look again. */
  onResync(): void
}

const CHANNEL = 'order_news'

/**
 * The orders' news for the live board (decision 0053): announced inside the transaction of the change,
 * so it reaches every server's boards once, and only if, the change commits.
 */
export class OrderNewsService {
  private readonly listeners = new Set<OrderNewsListener>()
  private unlisten: (() => void) | null = null

  constructor(private readonly notifications: Notifications) {}

  announce(trx: Tx, news: OrderNews): Promise<void> {
    return this.notifications.notify(trx, CHANNEL, JSON.stringify(news))
  }

  subscribe(listener: OrderNewsListener): () => void {
    this.listeners.add(listener)
    this.unlisten ??= this.notifications.listen(
      CHANNEL,
      (payload) => {
        const news = JSON.parse(payload) as OrderNews
        for (const l of this.listeners) l.onNews(news)
      },
      () => {
        for (const l of this.listeners) l.onResync()
      },
    )
    return () => this.listeners.delete(listener)
  }

  ready(): Promise<void> {
    return this.notifications.ready()
  }

  close(): Promise<void> {
    this.listeners.clear()
    return this.notifications.close()
  }
}
