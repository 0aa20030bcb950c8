import type { Kysely, Selectable } from 'kysely'
import type { LayoutPublication, OwnerLayoutEntry } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

const DRAFT_KEY = 'home'

export interface DraftRow {
  entries: OwnerLayoutEntry[]
  saved_at: string
  saved_by: string
}

const toPublication = (r: Selectable<Database['layout_publications']>): LayoutPublication => ({
  id: r.id,
  published_at: r.published_at,
  actor: r.actor,
  restored_from: r.restored_from,
  entries: JSON.parse(r.entries) as OwnerLayoutEntry[],
})

/** The layout editor's tables (decision 0083): the draft, the published layouts kept, the preview tokens. */
export class LayoutDraftsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async draft(db: Kysely<Database> | Tx = this.db): Promise<DraftRow | undefined> {
    const row = await db.selectFrom('layout_drafts').selectAll().where('key', '=', DRAFT_KEY).executeTakeFirst()
    return row && { entries: JSON.parse(row.entries) as OwnerLayoutEntry[], saved_at: row.saved_at, saved_by: row.saved_by }
  }

  async saveDraft(trx: Tx, draft: DraftRow): Promise<void> {
    const values = { entries: JSON.stringify(draft.entries), saved_at: draft.saved_at, saved_by: draft.saved_by }
    await trx
      .insertInto('layout_drafts')
      .values({ key: DRAFT_KEY, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute()
  }

  async publications(limit: number): Promise<LayoutPublication[]> {
    const rows = await this.db.selectFrom('layout_publications').selectAll().orderBy('id', 'desc').limit(limit).execute()
    return rows.map(toPublication)
  }

  async publication(id: number, db: Kysely<Database> | Tx = this.db): Promise<LayoutPublication | undefined> {
    const row = await db.selectFrom('layout_publications').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toPublication(row)
  }

  async addPublication(
    trx: Tx,
    p: { entries: OwnerLayoutEntry[]; published_at: string; staff_id: number | null; actor: string; restored_from: number | null },
  ): Promise<number> {
    const row = await trx
      .insertInto('layout_publications')
      .values({ ...p, entries: JSON.stringify(p.entries) })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Keeps the newest `keep` publications. */
  async trimPublications(trx: Tx, keep: number): Promise<void> {
    const oldestKept = await trx
      .selectFrom('layout_publications')
      .select('id')
      .orderBy('id', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst()
    if (oldestKept) await trx.deleteFrom('layout_publications').where('id', '<', oldestKept.id).execute()
  }

  /** The banner records among these ids (older layouts name banners by id; the editor keeps slides in the entry). */
  async bannerIdsIn(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db.selectFrom('banners').select('id').where('id', 'in', ids).execute()
    return new Set(rows.map((r) => r.id))
  }

  async addPreviewToken(tokenHash: string, staffId: number | null, expiresAt: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Spent tokens go as new ones come: the table never holds more than a few live ones.
      await trx.deleteFrom('layout_preview_tokens').where('expires_at', '<=', now).execute()
      await trx.insertInto('layout_preview_tokens').values({ token_hash: tokenHash, staff_id: staffId, expires_at: expiresAt }).execute()
    })
  }

  async previewTokenLive(tokenHash: string, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('layout_preview_tokens')
      .select('token_hash')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return row !== undefined
  }
}
