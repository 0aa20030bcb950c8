import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type DownloadLinkRow = Selectable<Database['download_links']>
export type NewDownloadLink = Insertable<Database['download_links']>
export type TokenPurpose = 'mail' | 'page'

type Db = Kysely<Database> | Tx

/** download_links and download_tokens: the only code that touches them. */
export class DownloadLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(trx: Tx, links: NewDownloadLink[]): Promise<void> {
    if (links.length > 0) await trx.insertInto('download_links').values(links).execute()
  }

  ofOrder(orderId: number, db: Db = this.db): Promise<DownloadLinkRow[]> {
    return db.selectFrom('download_links').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  }

  /** Orders after `afterOrderId` whose links wait for the payment, in order (the issuer's poll; the download_links_pending index). */
  async pendingOrderIds(afterOrderId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('download_links')
      .select('order_id')
      .distinct()
      .where('issued_at', 'is', null)
      .where('order_id', '>', afterOrderId)
      .orderBy('order_id')
      .limit(limit)
      .execute()
    return rows.map((r) => r.order_id)
  }

  /**
   * Starts the order's links: issued now, expiring `expiresAt`. Only links not yet issued change, so
   * of two servers issuing one order, one changes the rows and the other none. How many changed.
   */
  async issue(trx: Tx, orderId: number, issuedAt: string, expiresAt: string): Promise<number> {
    const result = await trx
      .updateTable('download_links')
      .set({ issued_at: issuedAt, expires_at: expiresAt })
      .where('order_id', '=', orderId)
      .where('issued_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /** The links of an order that will never be paid (cancelled): nothing to wait for any more. */
  async dropPending(orderId: number): Promise<void> {
    await this.db.deleteFrom('download_links').where('order_id', '=', orderId).where('issued_at', 'is', null).execute()
  }

  /** The link's token for this purpose is now `tokenHash`; the one it had before stops working. */
  async setToken(linkId: number, purpose: TokenPurpose, tokenHash: string, now: string, db: Db = this.db): Promise<void> {
    await db
      .insertInto('download_tokens')
      .values({ token_hash: tokenHash, link_id: linkId, purpose, created_at: now })
      .onConflict((oc) => oc.columns(['link_id', 'purpose']).doUpdateSet({ token_hash: tokenHash, created_at: now }))
      .execute()
  }

  byTokenHash(tokenHash: string): Promise<DownloadLinkRow | undefined> {
    return this.db
      .selectFrom('download_tokens')
      .innerJoin('download_links', 'download_links.id', 'download_tokens.link_id')
      .selectAll('download_links')
      .where('download_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst()
  }

  /**
   * Takes one download: a conditional UPDATE, so parallel requests never take more than the link
   * has (DESIGN "Concurrency is designed"). Whether this request got one.
   */
  async takeOne(linkId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('download_links')
      .set((eb) => ({ downloads_left: eb('downloads_left', '-', 1), last_taken_at: now }))
      .where('id', '=', linkId)
      .where('downloads_left', '>', 0)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }
}
