import type { OwnerPage, PageInput, PageSaved } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Tx } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { sanitizeOwnerHtml } from '../html/owner-html.ts'
import type { Actor } from '../staff/actor.ts'
import type { PagesOwnerRepository } from './owner.repository.ts'

const KEYS = ['cache-pages'] as const

/** The owner's content pages; a slug names one page, and a draft is the owner's only (decision 0091). */
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

  async create(raw: PageInput, actor: Actor): Promise<PageSaved> {
    const { input, removed } = cleanPage(raw)
    const id = await this.writes
      .run(KEYS, async (trx) => {
        await this.assertSlugFree(trx, input.slug)
        const id = await this.repo.insert(trx, input)
        await this.writes.record(trx, actor, { objectType: 'page', objectId: id, action: 'create', after: await this.repo.byId(id, trx) })
        return id
      })
      .catch(slugRace(input.slug))
    return { id, removed }
  }

  async update(id: number, raw: PageInput, actor: Actor): Promise<PageSaved> {
    const { input, removed } = cleanPage(raw)
    await this.writes
      .run(KEYS, async (trx) => {
        await this.assertSlugFree(trx, input.slug, id)
        const before = await this.repo.byId(id, trx)
        if (!before || !(await this.repo.update(trx, id, input))) throw new NotFoundError('Page')
        await this.writes.record(trx, actor, {
          objectType: 'page',
          objectId: id,
          action: 'update',
          before,
          after: await this.repo.byId(id, trx),
        })
      })
      .catch(slugRace(input.slug))
    return { id, removed }
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before || !(await this.repo.delete(trx, id))) throw new NotFoundError('Page')
      await this.writes.record(trx, actor, { objectType: 'page', objectId: id, action: 'delete', before })
    })
  }

  private async assertSlugFree(trx: Tx, slug: string, id?: number): Promise<void> {
    const clash = await this.repo.idBySlug(trx, slug)
    if (clash !== undefined && clash !== id) throw slugUsed(slug)
  }
}

const slugUsed = (slug: string) => new InputError(`slug "${slug}" is already used`, [{ path: 'slug', message: 'is already used' }])

/** Two saves of one new slug at once: the unique index lets one in, and the other hears what the check would have said. */
const slugRace =
  (slug: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? slugUsed(slug) : error
  }

/** A page's content is stored as the owner-HTML allow-list leaves it, and the owner is told what went (decision 0082). */
function cleanPage(input: PageInput): { input: PageInput; removed: string[] } {
  const { html, removed } = sanitizeOwnerHtml(input.content)
  return { input: { ...input, content: html }, removed }
}
