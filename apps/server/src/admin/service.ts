import type { VersionKey } from '../cache/versions.ts'
import type { Transaction } from 'kysely'
import { MONEY_STYLE_SETTING } from '@store/core'
import type { AppContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { writeProduct } from './product-writer.ts'
import type { SimpleResource } from './resources.ts'
import { DESIGN_BLOCK_CODES, type LayoutInput, type ProductInput } from './schemas.ts'

/** Every owner write: one transaction that changes the data and bumps its cache versions together. */
export class AdminService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'versions'>) {}

  private async write<T>(keys: VersionKey[], change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.ctx.db.kysely.transaction().execute(async (trx) => {
      const value = await change(trx)
      await this.ctx.versions.bump(trx, keys)
      return value
    })
    this.ctx.versions.invalidate()
    return result
  }

  putSettings(input: Record<string, string | boolean | number>): Promise<void> {
    for (const [key, value] of Object.entries(input)) {
      const problem = SETTING_CHECKS[key]?.(value)
      if (problem) throw new InputError(`${key} ${problem}`, [{ path: key, message: problem }])
    }
    return this.write(['cache-settings'], async (trx) => {
      for (const [key, raw] of Object.entries(input)) {
        const value = String(raw)
        await trx
          .insertInto('settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .execute()
      }
    })
  }

  replaceLayout(input: LayoutInput): Promise<void> {
    input.entries.forEach((entry, i) => {
      if (entry.type === 'designElement' && !DESIGN_BLOCK_CODES.includes(entry.code)) {
        throw new InputError(`unknown block code "${entry.code}"`, [
          { path: `entries/${i}/code`, message: `must be one of ${DESIGN_BLOCK_CODES.join(', ')}` },
        ])
      }
    })
    return this.write(['cache-layouts'], async (trx) => {
      await trx.deleteFrom('layout_entries').execute()
      if (input.entries.length === 0) return
      await trx
        .insertInto('layout_entries')
        .values(
          input.entries.map((e, position) => ({
            code: e.code,
            type: e.type,
            data: JSON.stringify(e.data ?? {}),
            settings: JSON.stringify(e.settings ?? {}),
            position,
            unique_id: e.uniqueId ?? (e.type === 'plugin' ? `${e.code}-${position}` : null),
          })),
        )
        .execute()
    })
  }

  create(resource: SimpleResource<unknown>, input: unknown): Promise<number> {
    const row = resource.toRow(input)
    return this.write(resource.cacheKeys, async (trx) => {
      await this.assertSlugFree(trx, resource, row)
      await this.assertCodeFree(trx, resource, row)
      const inserted = await trx
        .insertInto(resource.table)
        .values(row as never)
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    })
  }

  update(resource: SimpleResource<unknown>, id: number, input: unknown): Promise<void> {
    const row = resource.toRow(input)
    return this.write(resource.cacheKeys, async (trx) => {
      await this.assertSlugFree(trx, resource, row, id)
      await this.assertCodeFree(trx, resource, row, id)
      const result = await trx
        .updateTable(resource.table)
        .set(row as never)
        .where('id', '=', id)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(singular(resource.table))
    })
  }

  remove(table: SimpleResource<unknown>['table'] | 'products', keys: VersionKey[], id: number): Promise<void> {
    return this.write(keys, async (trx) => {
      const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError(singular(table))
    })
  }

  createProduct(input: ProductInput): Promise<number> {
    return this.write(['cache-products'], (trx) => writeProduct(trx, input))
  }

  updateProduct(id: number, input: ProductInput): Promise<void> {
    return this.write(['cache-products'], async (trx) => {
      const exists = await trx.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()
      if (!exists) throw new NotFoundError('Product')
      await writeProduct(trx, input, id)
    })
  }

  /** Codes are unique regardless of case. */
  private async assertCodeFree(trx: Transaction<Database>, resource: SimpleResource<unknown>, row: Record<string, unknown>, id?: number) {
    if (resource.table !== 'coupons') return
    const clash = await trx.selectFrom('coupons').select('id').where('code', '=', String(row.code)).executeTakeFirst()
    if (clash && clash.id !== id)
      throw new InputError(`code "${String(row.code)}" is already used`, [{ path: 'code', message: 'is already used' }])
  }

  private async assertSlugFree(trx: Transaction<Database>, resource: SimpleResource<unknown>, row: Record<string, unknown>, id?: number) {
    if (!resource.uniqueSlug) return
    const table = resource.table as 'categories' | 'pages'
    const clash = await trx.selectFrom(table).select('id').where('slug', '=', String(row.slug)).executeTakeFirst()
    if (clash && clash.id !== id)
      throw new InputError(`slug "${String(row.slug)}" is already used`, [{ path: 'slug', message: 'is already used' }])
  }
}

/** Settings the server computes with are checked when written, so a typo cannot break carts. */
const SETTING_CHECKS: Record<string, (value: unknown) => string | null> = {
  tax_rate_bp: (v) =>
    Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 10_000 ? null : 'must be a whole number of basis points from 0 to 10000',
  prices_include_tax: (v) => (v === true || v === false || v === 'true' || v === 'false' ? null : 'must be true or false'),
  decimalPlaces: (v) => (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 4 ? null : 'must be 0 to 4'),
  // Prices are written with these; a value Intl refuses would break every page.
  locale: (v) => (intlAccepts(() => new Intl.NumberFormat(String(v))) ? null : 'must be a locale such as en-US'),
  currencyCode: (v) =>
    /^[A-Z]{3}$/.test(String(v)) && intlAccepts(() => new Intl.NumberFormat('en', { style: 'currency', currency: String(v) }))
      ? null
      : 'must be a currency code such as USD',
  [MONEY_STYLE_SETTING]: () => 'is worked out by the store from locale and currencyCode',
  additional_fees: (v) => {
    try {
      const fees: unknown = JSON.parse(String(v))
      const ok =
        Array.isArray(fees) &&
        fees.every((f) => f && typeof f.name === 'string' && f.name.length > 0 && Number.isInteger(f.amount) && f.amount >= 0)
      return ok ? null : 'must be a JSON list of { "name": text, "amount": whole minor units }'
    } catch {
      return 'must be valid JSON'
    }
  },
}

function intlAccepts(make: () => unknown): boolean {
  try {
    make()
    return true
  } catch {
    return false
  }
}

const singular = (table: string) => table.charAt(0).toUpperCase() + table.slice(1, table.endsWith('ches') ? -2 : -1)
