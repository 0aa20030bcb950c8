import type { OwnerPage, PageInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Tx } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { sanitizeOwnerHtml } from '../html/owner-html.ts'
import type { PagesOwnerRepository } from './owner.repository.ts'

const KEYS = ['cache-pages'] as const

/** The owner's content pages; a slug names one page. */
export class PagesOwnerService {
  constructor(
    private readonly repo: PagesOwnerRepository,
    private readonly writes: OwnerWrites,
  ) {}

  list(): Promise<OwnerPage[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerPage> {
    const page = await this.repo.byId(id)
    if (!page) throw new NotFoundError('Page')
    return page
  }

  create(raw: PageInput): Promise<number> {
    const input = cleanPage(raw)
    return this.writes.run(KEYS, async (trx) => {
      await this.assertSlugFree(trx, input.slug)
      return this.repo.insert(trx, input)
    })
  }

  update(id: number, raw: PageInput): Promise<void> {
    const input = cleanPage(raw)
    return this.writes.run(KEYS, async (trx) => {
      await this.assertSlugFree(trx, input.slug, id)
      if (!(await this.repo.update(trx, id, input))) throw new NotFoundError('Page')
    })
  }

  remove(id: number): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      if (!(await this.repo.delete(trx, id))) throw new NotFoundError('Page')
    })
  }

  private async assertSlugFree(trx: Tx, slug: string, id?: number): Promise<void> {
    const clash = await this.repo.idBySlug(trx, slug)
    if (clash !== undefined && clash !== id)
      throw new InputError(`slug "${slug}" is already used`, [{ path: 'slug', message: 'is already used' }])
  }
}

/** A page's content is stored as the owner-HTML allow-list leaves it (decision 0082). */
function cleanPage(input: PageInput): PageInput {
  return { ...input, content: sanitizeOwnerHtml(input.content).html }
}
