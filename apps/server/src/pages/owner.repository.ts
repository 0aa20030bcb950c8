import type { Kysely, Selectable } from 'kysely'
import type { OwnerPage, PageInput } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

const COLUMNS = ['id', 'title', 'slug', 'content', 'position', 'published', 'seo_title', 'seo_description'] as const
type PageRow = Pick<Selectable<Database['pages']>, (typeof COLUMNS)[number]>

/** The owner's reads and writes of the pages table. */
export class PagesOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<OwnerPage[]> {
    return (await this.db.selectFrom('pages').select(COLUMNS).orderBy('position').orderBy('id').execute()).map(toOwnerPage)
  }

  /** `trx` when the caller reads inside its write (the audit entry's before and after). */
  async byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerPage | undefined> {
    const row = await db.selectFrom('pages').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    return row && toOwnerPage(row)
  }

  async idBySlug(trx: Tx, slug: string): Promise<number | undefined> {
    return (await trx.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst())?.id
  }

  async insert(trx: Tx, input: PageInput): Promise<number> {
    return (await trx.insertInto('pages').values(pageRow(input)).returning('id').executeTakeFirstOrThrow()).id
  }

  /** False when there is no such page. */
  async update(trx: Tx, id: number, input: PageInput): Promise<boolean> {
    return Number((await trx.updateTable('pages').set(pageRow(input)).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0
  }

  async delete(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('pages').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }
}

const pageRow = (p: PageInput) => ({
  title: p.title,
  slug: p.slug,
  content: p.content,
  position: p.position ?? 0,
  published: p.published === false ? 0 : 1,
  seo_title: p.seo_title?.trim() ?? '',
  seo_description: p.seo_description?.trim() ?? '',
})

const toOwnerPage = ({ published, ...row }: PageRow): OwnerPage => ({ ...row, published: published === 1 })
