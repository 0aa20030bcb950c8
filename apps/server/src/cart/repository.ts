import type { Kysely, Selectable } from 'kysely'
import type { Tx } from '../db/transaction.ts'
import { prepareQuery } from '../db/prepared.ts'
import type { Database } from '../db/schema.ts'

export type CartLineRow = Selectable<Database['cart_items']>
type Db = Kysely<Database> | Tx

/** A cart line as pricing needs it. */
export type StoredLine = Pick<
  CartLineRow,
  'id' | 'product_id' | 'quantity' | 'selected_attributes' | 'selected_multi_attributes' | 'unit_price'
>

/** A shopper's cart at a branch as stored: its id, coupon and lines (oldest first). */
export interface StoredCart {
  id: number
  coupon_code: string | null
  lines: StoredLine[]
}

type CartWithLineRow = { cart_id: number; coupon_code: string | null } & { [K in keyof StoredLine]: StoredLine[K] | null }

export type LineChoice = Pick<CartLineRow, 'product_id' | 'selected_attributes' | 'selected_multi_attributes'>

/** The only code that touches the cart tables. */
export class CartRepository {
  // Every cart call runs these, so they are compiled once (see prepareQuery).
  private readonly cartWithLines
  private readonly cartId
  private readonly upsertLine

  constructor(private readonly db: Kysely<Database>) {
    this.cartWithLines = prepareQuery<{ owner: string; branchId: number }, CartWithLineRow>((param) =>
      db
        .selectFrom('carts')
        .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
        .select([
          'carts.id as cart_id',
          'carts.coupon_code',
          'cart_items.id',
          'cart_items.product_id',
          'cart_items.quantity',
          'cart_items.selected_attributes',
          'cart_items.selected_multi_attributes',
          'cart_items.unit_price',
        ])
        .where('carts.owner_key', '=', param('owner'))
        .where('carts.branch_id', '=', param('branchId')),
    ) // ordered below: cheaper than SQL's sort
    this.cartId = prepareQuery<{ owner: string; branchId: number }, { id: number }>((param) =>
      db.selectFrom('carts').select('id').where('owner_key', '=', param('owner')).where('branch_id', '=', param('branchId')),
    )
    this.upsertLine = prepareQuery<Omit<CartLineRow, 'id'> & { max: number }, { quantity: number }>((param) =>
      db
        .insertInto('cart_items')
        .values({
          cart_id: param('cart_id'),
          product_id: param('product_id'),
          selected_attributes: param('selected_attributes'),
          selected_multi_attributes: param('selected_multi_attributes'),
          quantity: param('quantity'),
          unit_price: param('unit_price'),
          created_at: param('created_at'),
        })
        .onConflict((oc) =>
          oc
            .columns(['cart_id', 'product_id', 'selected_attributes', 'selected_multi_attributes'])
            .doUpdateSet((eb) => ({
              quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
              unit_price: eb.ref('excluded.unit_price'),
            }))
            .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', param('max'))),
        )
        .returning('quantity'),
    )
  }

  /** Sets or clears the cart's coupon, inside the transaction that claims or releases its use. */
  async setCoupon(trx: Tx, cartId: number, code: string | null): Promise<void> {
    await trx.updateTable('carts').set({ coupon_code: code }).where('id', '=', cartId).execute()
  }

  async coupon(cartId: number, db: Db = this.db): Promise<string | null> {
    return (await db.selectFrom('carts').select('coupon_code').where('id', '=', cartId).executeTakeFirst())?.coupon_code ?? null
  }

  /** The cart with its coupon and lines in one read (a cart is read on every cart call). */
  async find(owner: string, branchId: number, db: Db = this.db): Promise<StoredCart | undefined> {
    const rows = await this.cartWithLines(db, { owner, branchId })
    const first = rows[0]
    if (!first) return undefined
    const lines: StoredLine[] = []
    for (const r of rows) {
      if (r.id === null) continue // the LEFT JOIN's row for an empty cart
      lines.push({
        id: r.id,
        product_id: r.product_id!,
        quantity: r.quantity!,
        selected_attributes: r.selected_attributes!,
        selected_multi_attributes: r.selected_multi_attributes!,
        unit_price: r.unit_price!,
      })
    }
    return { id: first.cart_id, coupon_code: first.coupon_code, lines: lines.sort((a, b) => a.id - b.id) }
  }

  async findCartId(owner: string, branchId: number, db: Db = this.db): Promise<number | undefined> {
    return (await this.cartId(db, { owner, branchId }))[0]?.id
  }

  /** Every cart of a shopper (one per branch), with their lines: what a guest brings to a login. */
  async allOf(owner: string): Promise<(StoredCart & { branch_id: number })[]> {
    const carts = await this.db.selectFrom('carts').select(['id', 'branch_id']).where('owner_key', '=', owner).execute()
    return Promise.all(carts.map(async (c) => ({ ...(await this.find(owner, c.branch_id))!, branch_id: c.branch_id })))
  }

  /** The quantity of the line with exactly these choices, or 0. */
  async quantityOf(db: Db, cartId: number, choice: LineChoice): Promise<number> {
    const row = await db
      .selectFrom('cart_items')
      .select('quantity')
      .where('cart_id', '=', cartId)
      .where('product_id', '=', choice.product_id)
      .where('selected_attributes', '=', choice.selected_attributes)
      .where('selected_multi_attributes', '=', choice.selected_multi_attributes)
      .executeTakeFirst()
    return row?.quantity ?? 0
  }

  /**
   * Deletes these lines if each is still in the cart with the same quantity; otherwise deletes nothing
   * (the caller's transaction rolls back) and answers false. Two orders of one cart cannot both take it.
   */
  async takeLines(trx: Tx, cartId: number, lines: readonly { id: number; quantity: number }[]): Promise<boolean> {
    if (lines.length === 0) return false
    const deleted = await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where(
        'id',
        'in',
        lines.map((l) => l.id),
      )
      .returning(['id', 'quantity'])
      .execute()
    const wanted = new Map(lines.map((l) => [l.id, l.quantity]))
    return deleted.length === lines.length && deleted.every((d) => wanted.get(d.id) === d.quantity)
  }

  /** Removes a cart and its lines. */
  async deleteCart(trx: Tx, cartId: number): Promise<void> {
    await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute()
    await trx.deleteFrom('carts').where('id', '=', cartId).execute()
  }

  /**
   * Moves every cart at one branch to another, in the caller's transaction, except a shopper's who
   * already has a cart there (that one stays as it was). Lines and coupon go with the cart.
   */
  async moveCarts(trx: Tx, from: number, to: number): Promise<number> {
    const result = await trx
      .updateTable('carts')
      .set({ branch_id: to })
      .where('branch_id', '=', from)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('carts as there')
              .select('there.id')
              .where('there.branch_id', '=', to)
              .whereRef('there.owner_key', '=', 'carts.owner_key'),
          ),
        ),
      )
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /** Creates the shopper's cart unless it exists; the unique (owner, branch) constraint settles a race. */
  async create(owner: string, branchId: number, db: Db = this.db): Promise<number> {
    const inserted = await db
      .insertInto('carts')
      .values({ owner_key: owner, branch_id: branchId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['owner_key', 'branch_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    return inserted?.id ?? (await this.findCartId(owner, branchId, db))!
  }

  /**
   * Adds `quantity` to the line with this product and these choices, creating it if needed, in one
   * statement — unless the line would then hold more than `maxQuantity`. Returns the line's new
   * quantity, or undefined when the limit refused it (nothing changed).
   */
  async addToLine(
    cartId: number,
    choice: LineChoice,
    quantity: number,
    unitPrice: number,
    maxQuantity: number,
    db: Db = this.db,
  ): Promise<number | undefined> {
    if (quantity > maxQuantity) return undefined
    const [row] = await this.upsertLine(db, {
      cart_id: cartId,
      ...choice,
      quantity,
      unit_price: unitPrice,
      created_at: new Date().toISOString(),
      max: maxQuantity,
    })
    return row?.quantity
  }

  /** A line of this cart, or undefined (another shopper's line is as good as missing: a 404). */
  line(cartId: number, lineId: number, db: Db = this.db): Promise<CartLineRow | undefined> {
    return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('id', '=', lineId).executeTakeFirst()
  }

  /** Another line of the cart with exactly these choices, if there is one. */
  sameChoiceLine(trx: Tx, cartId: number, choice: LineChoice, exceptLineId: number): Promise<CartLineRow | undefined> {
    return trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cartId)
      .where('product_id', '=', choice.product_id)
      .where('selected_attributes', '=', choice.selected_attributes)
      .where('selected_multi_attributes', '=', choice.selected_multi_attributes)
      .where('id', '!=', exceptLineId)
      .executeTakeFirst()
  }

  /** Changes a line of this cart; returns how many rows changed (0 when it is gone). */
  async updateLine(
    db: Db,
    cartId: number,
    lineId: number,
    change: Partial<Pick<CartLineRow, 'quantity' | 'selected_attributes' | 'selected_multi_attributes' | 'unit_price'>>,
  ): Promise<number> {
    const result = await db.updateTable('cart_items').set(change).where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  async deleteLine(cartId: number, lineId: number, db: Db = this.db): Promise<number> {
    const result = await db.deleteFrom('cart_items').where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
