import { createHash, randomBytes } from 'node:crypto'
import {
  LAYOUT_PREVIEW_PARAM,
  checkLayoutEntries,
  layoutProblemText,
  type LayoutDraft,
  type LayoutDraftSaved,
  type LayoutEntryInput,
  type LayoutInput,
  type LayoutPreview,
  type LayoutProblem,
  type LayoutPublication,
  type LayoutRef,
  type OwnerLayoutEntry,
} from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { CatalogueOwnerService } from '../catalogue/owner.service.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { sanitizeOwnerHtml } from '../html/owner-html.ts'
import type { Actor } from '../staff/actor.ts'
import type { LayoutDraftsRepository } from './layout-drafts.repository.ts'
import { STARTER_LAYOUT } from './starter-layout.ts'
import type { StoreOwnerRepository } from './owner.repository.ts'
import type { LayoutRow } from './repository.ts'

/** How many published layouts are kept for restore (issue: the last 20). */
export const PUBLICATIONS_KEPT = 20
/** How long the editor's frame may show the draft with one token; the editor asks for another before. */
const PREVIEW_MS = 30 * 60_000
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const same = (a: OwnerLayoutEntry[], b: OwnerLayoutEntry[]) => JSON.stringify(a) === JSON.stringify(b)

/** Entries as stored, and what the owner-HTML allow-list took out of each (one list per entry, in order). */
interface Normalised {
  entries: OwnerLayoutEntry[]
  removed: string[][]
}

/**
 * Entries as stored: every field present, a custom_html_block's HTML as the owner-HTML allow-list
 * leaves it (decision 0082), and a plugin's uniqueId made once, so it survives reordering.
 */
function normalised(input: readonly LayoutEntryInput[]): Normalised {
  const removed: string[][] = []
  const entries = input.map((e, i) => {
    const data = { ...(e.data ?? {}) }
    let taken: string[] = []
    if (e.code === 'custom_html_block' && typeof data.html === 'string') {
      const clean = sanitizeOwnerHtml(data.html)
      data.html = clean.html
      taken = clean.removed
    }
    removed.push(taken)
    return {
      code: e.code,
      type: e.type,
      data,
      settings: { ...(e.settings ?? {}) },
      uniqueId: e.uniqueId ?? (e.type === 'plugin' ? `${e.code}-${i}` : null),
    }
  })
  return { entries, removed }
}

/**
 * The home layout's draft, publish, history and restore, and the preview frame's tokens (decision
 * 0083). Shoppers read layout_entries only; publishing copies the draft there and moves cache-layouts.
 */
export class LayoutDraftsService {
  constructor(
    private readonly repo: LayoutDraftsRepository,
    private readonly store: StoreOwnerRepository,
    private readonly catalogue: CatalogueOwnerService,
    private readonly writes: OwnerWrites,
  ) {}

  async draft(): Promise<LayoutDraft> {
    const [draft, published, settings] = await Promise.all([this.repo.draft(), this.store.layout(), this.store.settings()])
    const state = { live: published.length > 0, sample_home: settings.addedProduct !== 'true' }
    if (!draft) {
      // Never published, never saved: the starter layout (decision 0100), so the frame shows real blocks.
      if (!state.live) return { entries: [...STARTER_LAYOUT], saved_at: null, saved_by: null, unpublished: true, ...state }
      return { entries: published, saved_at: null, saved_by: null, unpublished: false, ...state }
    }
    const { entries, saved_at, saved_by } = draft
    return { entries, saved_at, saved_by, unpublished: !same(entries, published), ...state }
  }

  /** Saves the draft; the answer also says what the allow-list removed from each entry, for the owner to see. */
  async saveDraft(input: LayoutInput, actor: Actor): Promise<LayoutDraftSaved> {
    const { entries, removed } = await this.checked(input.entries)
    await this.writes.run([], async (trx) => {
      const before = await this.repo.draft(trx)
      await this.repo.saveDraft(trx, { entries, saved_at: new Date().toISOString(), saved_by: actor.name })
      await this.writes.record(trx, actor, {
        objectType: 'layout',
        objectId: 'draft',
        action: 'save_draft',
        before: before ? { entries: before.entries } : null,
        after: { entries },
      })
    })
    return { ...(await this.draft()), removed }
  }

  async publish(actor: Actor): Promise<LayoutPublication> {
    const { entries } = await this.draft()
    // A product or category the draft names may have been deleted since it was saved.
    await this.checked(entries)
    return this.publishEntries(entries, actor, null)
  }

  /** PUT /api/admin/layout: scripts replace and publish in one call, through the same checks and history. */
  async replaceAndPublish(input: LayoutInput, actor: Actor): Promise<void> {
    await this.publishEntries((await this.checked(input.entries)).entries, actor, null)
  }

  history(): Promise<LayoutPublication[]> {
    return this.repo.publications(PUBLICATIONS_KEPT)
  }

  /** Restore publishes the earlier layout at once and makes it the draft (decision 0083). */
  async restore(id: number, actor: Actor): Promise<LayoutPublication> {
    const earlier = await this.repo.publication(id)
    if (!earlier) throw new NotFoundError('Published layout')
    await this.checked(earlier.entries)
    return this.publishEntries(earlier.entries, actor, id)
  }

  /** A token for the editor's frame: 256 random bits, only its hash stored, valid for 30 minutes. */
  async preview(actor: Actor): Promise<LayoutPreview> {
    const token = randomBytes(32).toString('base64url')
    const now = new Date()
    const expiresAt = new Date(now.getTime() + PREVIEW_MS).toISOString()
    await this.repo.addPreviewToken(sha256(token), actor.staffId, expiresAt, now.toISOString())
    return { url: `/?${LAYOUT_PREVIEW_PARAM}=${token}`, expires_at: expiresAt }
  }

  /** The draft as the storefront renders a layout, for a live preview token; null for any other. */
  async previewLayout(token: string): Promise<LayoutRow[] | null> {
    if (!PREVIEW_TOKEN.test(token) || !(await this.repo.previewTokenLive(sha256(token), new Date().toISOString()))) return null
    const { entries } = await this.draft()
    return entries.map((e, i) => ({ ...e, id: i + 1, position: i }))
  }

  private publishEntries(entries: OwnerLayoutEntry[], actor: Actor, restoredFrom: number | null): Promise<LayoutPublication> {
    return this.writes.run(['cache-layouts'], async (trx) => {
      const before = await this.store.layout(trx)
      await this.store.replaceLayout(trx, entries)
      const published_at = new Date().toISOString()
      await this.repo.saveDraft(trx, { entries, saved_at: published_at, saved_by: actor.name })
      const id = await this.repo.addPublication(trx, {
        entries,
        published_at,
        staff_id: actor.staffId,
        actor: actor.name,
        restored_from: restoredFrom,
      })
      await this.repo.trimPublications(trx, PUBLICATIONS_KEPT)
      await this.writes.record(trx, actor, {
        objectType: 'layout',
        objectId: id,
        action: restoredFrom === null ? 'publish' : 'restore',
        before: { entries: before },
        after: { entries, ...(restoredFrom !== null && { restored_from: restoredFrom }) },
      })
      return { id, published_at, actor: actor.name, restored_from: restoredFrom, entries }
    })
  }

  /** The entries as stored with what the allow-list removed, or a 422 naming the first bad entry and field (every problem in `errors`). */
  private async checked(input: readonly LayoutEntryInput[]): Promise<Normalised> {
    const { problems, refs } = checkLayoutEntries(input)
    if (problems.length === 0) problems.push(...(await this.missing(refs)))
    if (problems.length > 0) {
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
      throw new InputError(`${layoutProblemText(input, problems[0]!)}${more}`, problems)
    }
    return normalised(input)
  }

  /** The ids and slugs the entries name that the catalogue does not have. */
  private async missing(refs: LayoutRef[]): Promise<LayoutProblem[]> {
    if (refs.length === 0) return []
    const of = (kind: LayoutRef['kind']) => refs.filter((r) => r.kind === kind).map((r) => r.value)
    const [products, categories, banners] = await Promise.all([
      this.catalogue.productIdsIn(of('product') as number[]),
      this.catalogue.categories(),
      this.repo.bannerIdsIn(of('banner') as number[]),
    ])
    const known: Record<LayoutRef['kind'], (value: number | string) => boolean> = {
      product: (v) => products.has(v as number),
      category: (v) => categories.some((c) => c.id === v),
      category_slug: (v) => categories.some((c) => c.slug === v),
      banner: (v) => banners.has(v as number),
    }
    const noun = { product: 'product', category: 'category', category_slug: 'category', banner: 'banner' } as const
    return refs
      .filter((r) => !known[r.kind](r.value))
      .map((r) => ({ path: r.path, message: `names a ${noun[r.kind]} that does not exist (${r.value})` }))
  }
}
