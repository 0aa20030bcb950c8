import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export type CartLineRow = Selectable<Database['cart_items']>
type Db = Kysely<Database> | Transaction<Database>

/** The only code that touches the cart tables. */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work)
  }

  /** The shopper's cart at a branch with its coupon code, in one read. */
  findCart(owner: string, branchId: number): Promise<{ id: number; coupon_code: string | null } | undefined> {
    return this.db.selectFrom('carts').select(['id', 'coupon_code']).where('owner_key', '=', owner).where('branch_id', '=', branchId).executeTakeFirst()
  }

  async findCartId(owner: string, branchId: number, db: Db = this.db): Promise<number | undefined> {
    return (await db.selectFrom('carts').select('id').where('owner_key', '=', owner).where('branch_id', '=', branchId).executeTakeFirst())?.id
  }

  /** Get-or-create without a race: the unique (owner, branch) constraint decides, then we read. */
  async cartIdFor(trx: Transaction<Database>, owner: string, branchId: number): Promise<number> {
    const existing = await this.findCartId(owner, branchId, trx)
    if (existing !== undefined) return existing
    await trx.insertInto('carts').values({ owner_key: owner, branch_id: branchId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['owner_key', 'branch_id']).doNothing()).execute()
    return (await this.findCartId(owner, branchId, trx))!
  }

  lines(cartId: number, db: Db = this.db): Promise<CartLineRow[]> {
    return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id').execute()
  }

  /** A line of this cart, or undefined (another shopper's line is as good as missing: a 404). */
  line(cartId: number, lineId: number, db: Db = this.db): Promise<CartLineRow | undefined> {
    return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst()
  }

  async insertLine(trx: Transaction<Database>, line: Omit<CartLineRow, 'id' | 'created_at'>): Promise<void> {
    await trx.insertInto('cart_items').values({ ...line, created_at: new Date().toISOString() }).execute()
  }

  /** Changes a line of this cart; returns how many rows changed (0 when it is gone). */
  async updateLine(trx: Transaction<Database>, cartId: number, lineId: number, change: Partial<Pick<CartLineRow, 'quantity' | 'selected_attributes' | 'selected_multi_attributes' | 'unit_price'>>): Promise<number> {
    const result = await trx.updateTable('cart_items').set(change).where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  async deleteLine(lineId: number): Promise<number> {
    const result = await this.db.deleteFrom('cart_items').where('id', '=', lineId).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
