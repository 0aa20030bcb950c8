import { type BannerInput, type OwnerBanner, type OwnerLayout, type OwnerSettings, type SettingsInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Actor } from '../staff/actor.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import { sanitizeOwnerHtml } from '../html/owner-html.ts'
import { LISTING_SETTINGS, SETTING_CHECKS } from './owner-settings.ts'
import type { StoreOwnerRepository } from './owner.repository.ts'

/** Settings the storefront renders as HTML (spec §2's footer snippet): stored sanitised (decision 0082). */
const OWNER_HTML_SETTINGS = ['powered_by_zepio']

/** The owner's store-wide data: settings, the published home layout and the banners it shows (the editor's draft: layout-drafts.service.ts). */
export class StoreOwnerService {
  constructor(
    private readonly repo: StoreOwnerRepository,
    private readonly writes: OwnerWrites,
  ) {}

  settings(): Promise<OwnerSettings> {
    return this.repo.settings()
  }

  /**
   * Settings are stored as text; get-data serves "true"/"false" as booleans. An owner's change is
   * audited with the keys it changed (decision 0051); the seed (no actor) fills a new store unaudited.
   */
  putSettings(input: SettingsInput, actor: Actor | null = null): Promise<void> {
    for (const [key, value] of Object.entries(input)) {
      const problem = SETTING_CHECKS[key]?.(value)
      if (problem) throw new InputError(`${key} ${problem}`, [{ path: key, message: problem }])
    }
    const values = Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        OWNER_HTML_SETTINGS.includes(key) ? sanitizeOwnerHtml(String(value)).html : String(value),
      ]),
    )
    const listing = Object.keys(input).some((key) => LISTING_SETTINGS.includes(key))
    return this.writes.run(listing ? ['cache-settings', 'cache-products'] : ['cache-settings'], async (trx) => {
      const before = actor && (await this.repo.settingsOf(trx, Object.keys(values)))
      await this.repo.putSettings(trx, values)
      if (actor)
        await this.writes.record(trx, actor, { objectType: 'settings', objectId: 'store', action: 'update', before, after: values })
    })
  }

  async layout(): Promise<OwnerLayout> {
    return { entries: await this.repo.layout() }
  }

  banners(): Promise<OwnerBanner[]> {
    return this.repo.banners()
  }

  async bannerOrThrow(id: number): Promise<OwnerBanner> {
    const banner = await this.repo.banner(id)
    if (!banner) throw new NotFoundError('Banner')
    return banner
  }

  createBanner(input: BannerInput): Promise<number> {
    assertLinked(input)
    return this.writes.run(['cache-layouts'], (trx) => this.repo.insertBanner(trx, input))
  }

  updateBanner(id: number, input: BannerInput): Promise<void> {
    assertLinked(input)
    return this.writes.run(['cache-layouts'], async (trx) => {
      if (!(await this.repo.updateBanner(trx, id, input))) throw new NotFoundError('Banner')
    })
  }

  removeBanner(id: number): Promise<void> {
    return this.writes.run(['cache-layouts'], async (trx) => {
      if (!(await this.repo.deleteBanner(trx, id))) throw new NotFoundError('Banner')
    })
  }
}

/** A banner that links somewhere names where. */
function assertLinked(b: BannerInput): void {
  if ((b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY') && !b.link_slug)
    throw new InputError(`a ${b.link_type} banner needs link_slug`, [{ path: 'link_slug', message: 'is required for this link_type' }])
  if (b.link_type === 'CUSTOM' && !b.custom_url)
    throw new InputError('a CUSTOM banner needs custom_url', [{ path: 'custom_url', message: 'is required for CUSTOM links' }])
}
