import type { Kysely } from 'kysely'
import type { ContentPage } from '@store/core'
import type { Database } from '../db/schema.ts'

/** The shoppers' reads of pages: only published ones; a draft is as absent as a page that never was (decision 0091). */
export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<{ id: number; title: string; slug: string }[]> {
    return this.db
      .selectFrom('pages')
      .select(['id', 'title', 'slug'])
      .where('published', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute()
  }

  bySlug(slug: string): Promise<ContentPage | undefined> {
    return this.db
      .selectFrom('pages')
      .select(['id', 'title', 'slug', 'content', 'seo_title', 'seo_description'])
      .where('slug', '=', slug)
      .where('published', '=', 1)
      .executeTakeFirst()
  }
}
