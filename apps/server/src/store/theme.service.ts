import { createHash } from 'node:crypto'
import {
  ICON_SIZES,
  pageHead,
  THEME_KEYS,
  themeVariables,
  type BrandUploaded,
  type OwnerTheme,
  type ThemeInput,
  type ThemeSaved,
} from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Tx } from '../db/transaction.ts'
import { sanitizeOwnerHtml } from '../html/owner-html.ts'
import type { Actor } from '../staff/actor.ts'
import { brandPictures } from './brand-image.ts'
import type { BrandRepository } from './brand.repository.ts'
import { brandUrl, parseBrandFile } from './brand-url.ts'
import type { StoreOwnerRepository } from './owner.repository.ts'

/** The settings one logo upload fills: the logo, each icon size (spec §3 "favicon sizes") and the social card. */
const BRAND_KEYS = ['logo', 'favicon', ...ICON_SIZES.map((s) => `favicon_${s}`), 'og_image']

/** The 1200×630 card made with the logo, when the logo is an upload's (decision 0102); "" for any other logo. */
function socialCardOf(logo: string | undefined): string {
  const file = logo?.startsWith('/brand/') ? parseBrandFile(logo.slice('/brand/'.length)) : undefined
  return file?.name === 'logo.png' ? brandUrl(file.hash, 'social.png') : ''
}

/**
 * The store's look and identity (manager and up, decision 0088): colours, name, SEO fields, the footer
 * snippet, and the logo with every picture made from it (decision 0086). Stored as settings, so the
 * storefront's head, header, manifest and closed screen read them as before; every write is audited.
 */
export class ThemeService {
  constructor(
    private readonly settings: StoreOwnerRepository,
    private readonly brand: BrandRepository,
    private readonly writes: OwnerWrites,
  ) {}

  async theme(): Promise<OwnerTheme> {
    const stored = await this.settings.settings()
    return {
      settings: Object.fromEntries([...THEME_KEYS, ...BRAND_KEYS].map((key) => [key, stored[key] ?? ''])),
      icons: pageHead(stored, { pathname: '/' }).icons,
      socialCard: socialCardOf(stored.logo),
    }
  }

  /** Only the keys sent change; the footer snippet is stored as the allow-list leaves it (decision 0082). */
  async save(input: ThemeInput, actor: Actor): Promise<ThemeSaved> {
    const values: Record<string, string> = {}
    let removed: string[] = []
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue
      if (key === 'powered_by_zepio') {
        const clean = sanitizeOwnerHtml(value)
        values[key] = clean.html
        removed = clean.removed
      } else values[key] = key === 'storeName' ? value.trim() : value
    }
    if (Object.keys(values).length > 0) await this.write('theme', values, actor)
    return { ok: true, removed }
  }

  /**
   * Makes every picture from one logo and points the settings at them, in one transaction. The social
   * card replaces og_image only when the owner had none of their own (empty, or an earlier card).
   */
  async uploadLogo(upload: Buffer, actor: Actor): Promise<BrandUploaded> {
    const current = await this.settings.settings()
    const pictures = await brandPictures(upload, themeVariables(current)['--store-bg']!)
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32)
    const url = (name: string) => brandUrl(hash, name)
    const values: Record<string, string> = {
      logo: url('logo.png'),
      favicon: url('icon-192.png'),
      ...Object.fromEntries(ICON_SIZES.map((size) => [`favicon_${size}`, url(`icon-${size}.png`)])),
    }
    const ownOgImage = (current.og_image ?? '') !== '' && !current.og_image!.startsWith('/brand/')
    if (!ownOgImage) values.og_image = url('social.png')
    await this.write('logo', values, actor, (trx) => this.brand.save(trx, hash, pictures, new Date().toISOString()))
    const picture = (name: string) => pictures.find((p) => p.name === name)!
    return {
      logo: { url: url('logo.png'), width: picture('logo.png').width, height: picture('logo.png').height },
      icons: ICON_SIZES.map((size) => ({ size, url: url(`icon-${size}.png`) })),
      social: { url: url('social.png'), width: picture('social.png').width, height: picture('social.png').height },
    }
  }

  async imageOrNull(hash: string, name: string): Promise<Buffer | null> {
    return (await this.brand.image(hash, name)) ?? null
  }

  /** Settings and their audit entry (decision 0051) in one transaction that moves cache-settings. */
  private write(what: string, values: Record<string, string>, actor: Actor, alsoIn?: (trx: Tx) => Promise<void>): Promise<void> {
    return this.writes.run(['cache-settings'], async (trx) => {
      const keys = Object.keys(values)
      const before = await this.settings.settingsOf(trx, keys)
      await alsoIn?.(trx)
      await this.settings.putSettings(trx, values)
      await this.writes.record(trx, actor, { objectType: 'settings', objectId: what, action: 'update', before, after: values })
    })
  }
}
