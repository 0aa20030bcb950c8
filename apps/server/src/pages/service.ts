import type { ContentPage, PageSummary } from '@store/core'
import { NotFoundError } from '../http/errors.ts'
import type { PagesRepository } from './repository.ts'

/** The owner's content pages (spec §2 /page/:slug) as shoppers read them. */
export class PagesService {
  constructor(private readonly repo: PagesRepository) {}

  list(): Promise<PageSummary[]> {
    return this.repo.list()
  }

  async bySlugOrThrow(slug: string): Promise<ContentPage> {
    const page = await this.repo.bySlug(slug)
    if (!page) throw new NotFoundError('Page')
    return page
  }

  /** For the server-rendered page, where a missing page renders the not-found screen rather than throwing. */
  bySlug(slug: string): Promise<ContentPage | undefined> {
    return this.repo.bySlug(slug)
  }
}
