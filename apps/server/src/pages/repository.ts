import type { Kysely } from 'kysely'
import type { ContentPage } from '@store/core'
import type { Database } from '../db/schema.ts'

export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<{ id: number; title: string; slug: string }[]> {
    return this.db.selectFrom('pages').select(['id', 'title', 'slug']).orderBy('position').orderBy('id').execute()
  }

  bySlug(slug: string): Promise<ContentPage | undefined> {
    return this.db.selectFrom('pages').select(['id', 'title', 'slug', 'content']).where('slug', '=', slug).executeTakeFirst()
  }
}
