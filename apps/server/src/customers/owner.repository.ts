import { sql, type Kysely } from 'kysely'
import { CUSTOMER_RECENT, CUSTOMERS_PER_PAGE, type CustomerDetail, type CustomerPage, type WalletEntry } from '@store/core'
import type { Database } from '../db/schema.ts'

/** `%` and `_` typed by the owner are matched as themselves. */
const likeEscaped = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const summaryColumns = ['id', 'name', 'email', 'phone', 'created_at'] as const

/**
 * The owner's read model of customers (decision 0058): one query per part of a customer's page, across
 * the tables of accounts, orders, wishlist, reviews, referrals, scratch cards and the wallet. It only
 * reads; every change still goes through the owning area's service.
 */
export class CustomersOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async search(q: string, page: number): Promise<CustomerPage> {
    let query = this.db.selectFrom('users').select(summaryColumns)
    const text = q.trim()
    if (text) {
      const pattern = likeEscaped(text)
      const digits = text.replace(/[^0-9]/g, '')
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} ESCAPE '\\'`),
          eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} ESCAPE '\\'`),
          ...(digits.length >= 3 ? [eb('phone', 'like', `%${digits}%`)] : []),
        ]),
      )
    }
    const rows = await query
      .orderBy('id', 'desc')
      .limit(CUSTOMERS_PER_PAGE + 1)
      .offset((page - 1) * CUSTOMERS_PER_PAGE)
      .execute()
    return { items: rows.slice(0, CUSTOMERS_PER_PAGE), has_more: rows.length > CUSTOMERS_PER_PAGE }
  }

  async detail(userId: number): Promise<CustomerDetail | undefined> {
    const user = await this.db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.user_id', 'users.id')
      .select([...summaryColumns.map((c) => `users.${c}` as const), 'users.referral_code', 'wallets.balance'])
      .where('users.id', '=', userId)
      .executeTakeFirst()
    if (!user) return undefined
    const recent = CUSTOMER_RECENT
    const [orders, addresses, wishlist, reviews, referredBy, referred, cards, wallet] = await Promise.all([
      this.db
        .selectFrom('orders')
        .select(['id', 'number', 'status', 'total', 'payment_method', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(recent)
        .execute(),
      this.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      this.db
        .selectFrom('wishlist_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.product_id')
        .selectAll('reviews')
        .select('products.name as product_name')
        .where('reviews.user_id', '=', userId)
        .orderBy('reviews.id', 'desc')
        .limit(recent)
        .execute(),
      this.db
        .selectFrom('referrals as r')
        .innerJoin('users as u', 'u.id', 'r.referrer_id')
        .select(['u.id', 'u.name'])
        .where('r.referred_id', '=', userId)
        .executeTakeFirst(),
      this.db
        .selectFrom('referrals')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.count<number>(eb.case().when('state', '=', 'rewarded').then(1).end()).as('rewarded'),
        ])
        .where('referrer_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('scratch_cards').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(recent).execute(),
      this.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(recent).execute(),
    ])
    const { referral_code, balance, ...customer } = user
    return {
      customer: { ...customer, referral_code, wallet_balance: balance ?? 0 },
      orders,
      addresses: addresses.map((a) => ({
        id: a.id,
        label: a.label,
        text: [a.name, a.line1, a.line2, a.landmark, a.city, a.state, a.pincode].filter(Boolean).join(', '),
        pincode: a.pincode,
        is_default: a.is_default === 1,
      })),
      wishlist_count: Number(wishlist.n),
      reviews: reviews.map(({ order_id: _order, hidden, ...r }) => ({ ...r, hidden: hidden === 1 })),
      referral: { referred_by: referredBy ?? null, referred: Number(referred.n), rewarded: Number(referred.rewarded) },
      scratch_cards: cards.map((c) => ({
        id: c.id,
        title: c.title,
        prize_kind: c.prize_kind,
        prize_amount: c.prize_amount,
        issued_at: c.issued_at,
        expires_at: c.expires_at,
        redeemed_at: c.redeemed_at,
      })),
      wallet: wallet.map(({ user_id: _user, ...entry }) => entry as WalletEntry),
    }
  }
}
