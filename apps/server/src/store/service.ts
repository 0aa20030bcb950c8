import {
  ADDRESS_SEARCH_SETTING,
  CLOSED_MESSAGE_SETTING,
  DEFAULT_CLOSED_MESSAGE,
  DEFAULT_TIMEZONE,
  TIMEZONE_OFFSET_SETTING,
  TIMEZONE_SETTING,
  MONEY_STYLE_SETTING,
  moneyFormatFromSettings,
  moneyStyleSetting,
  settingValueForWire,
  SETTING_DEFAULTS,
  type Banner,
  type Bootstrap,
  type LayoutEntry,
  type LayoutSlide,
  type MoneyFormat,
  type SiteSettings,
} from '@store/core'
import type { BranchesService } from '../branches/service.ts'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import { cartRulesFrom, type StoreCartRules } from './cart-rules.ts'
import type { LayoutRow, StoreRepository } from './repository.ts'
import { storeOffsetWindow } from './time-zone-window.ts'

const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : undefined

/** Blocks whose data names banners, categories or products by id; they are expanded for the first paint. */
const BANNER_BLOCKS = new Set(['banner_slider', 'slider_centered', 'static_banner'])
const CATEGORY_BLOCKS = new Set(['categories_grid', 'categories_horizontal_strip'])
const PRODUCT_BLOCKS = new Set(['products_display', 'product_horizontal_strip'])

/** How long a shopper may cancel a placed order, unless the owner sets order_cancel_window_minutes. */
export const CANCEL_WINDOW_SETTING = 'order_cancel_window_minutes'
export const DEFAULT_CANCEL_WINDOW_MINUTES = 10

export interface CheckoutSettings {
  cancelWindowMinutes: number
  digital: boolean
  storeName: string
  currencyCode: string
  money: MoneyFormat
  /** Opening hours are read in this IANA time zone; outside them an order is refused with `closedMessage` (decision 0057). */
  timeZone: string
  closedMessage: string
}

/** The store-wide data: settings, the home layout and the rules a cart is priced with. */
export class StoreService {
  constructor(
    private readonly store: StoreRepository,
    private readonly branches: BranchesService,
    private readonly catalogue: CatalogueService,
    private readonly memo: VersionedMemo,
    /** Features the server's configuration turns on; the web reads them from settings. */
    private readonly features: { addressSearch: boolean } = { addressSearch: false },
  ) {}

  /** The rules every cart call prices with; they change only with settings and branches, so read once per version. */
  cartRules(branchId: number): Promise<StoreCartRules> {
    return this.memo.get(`cart-rules|${branchId}`, ['cache-settings', 'cache-branches'], async () => {
      const [settings, branch] = await Promise.all([this.store.settings(), this.branches.deliveryRules(branchId)])
      return cartRulesFrom(settings, branch)
    })
  }

  /**
   * What checkout needs of the settings: the shopper's cancel window (order_cancel_window_minutes,
   * 10 by default), whether the store sells digital goods (store_type, spec §1), and the name and
   * currency mails and payments show.
   */
  checkoutSettings(): Promise<CheckoutSettings> {
    return this.memo.get('checkout-settings', ['cache-settings'], async () => {
      const settings = await this.store.settings()
      const minutes = Number.parseInt(settings[CANCEL_WINDOW_SETTING] ?? '', 10)
      return {
        cancelWindowMinutes: Number.isInteger(minutes) && minutes >= 0 ? minutes : DEFAULT_CANCEL_WINDOW_MINUTES,
        digital: settings.store_type === 'digital',
        storeName: settings.storeName ?? 'Our store',
        currencyCode: settings.currencyCode ?? SETTING_DEFAULTS.currencyCode,
        money: moneyFormatFromSettings(settings),
        timeZone: settings[TIMEZONE_SETTING] || DEFAULT_TIMEZONE,
        closedMessage: settings[CLOSED_MESSAGE_SETTING]?.trim() || DEFAULT_CLOSED_MESSAGE,
      }
    })
  }

  async settings(): Promise<SiteSettings> {
    const stored: Record<string, string> = { ...SETTING_DEFAULTS, ...(await this.store.settings()) }
    // How the store's locale writes numbers, so the browser formats prices without Intl (core/money.ts).
    stored[MONEY_STYLE_SETTING] = moneyStyleSetting(stored)
    // Whether the address form shows the search field: the server knows whether Places is configured.
    stored[ADDRESS_SEARCH_SETTING] = String(this.features.addressSearch)
    // The store's clock for the browser without Intl (opening hours beside the branch, decision 0103).
    stored[TIMEZONE_OFFSET_SETTING] = JSON.stringify(storeOffsetWindow(stored[TIMEZONE_SETTING] || DEFAULT_TIMEZONE))
    return Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, settingValueForWire(v)]))
  }

  /**
   * spec §7 get-data: layout, settings, branches and the selected branch. A requested branch that no
   * longer exists falls back to the first one, so a shopper's stale choice never breaks the bootstrap.
   */
  async bootstrap(requestedBranchId: number, draft?: LayoutRow[]): Promise<Bootstrap> {
    // `draft`: the owner's unpublished layout, for the editor's preview frame only (decision 0083).
    const [settings, branches, layout] = await Promise.all([this.settings(), this.branches.list(), draft ?? this.store.layout()])
    const selected = branches.find((b) => b.id === requestedBranchId) ?? branches[0] ?? null
    const expanded = await Promise.all(layout.map((entry) => this.expand(entry, selected?.id ?? 0)))
    return { layout: expanded, settings, branches, selected_branch: selected }
  }

  private async expand(entry: LayoutRow, branchId: number): Promise<LayoutEntry> {
    const data = { ...entry.data }
    if (BANNER_BLOCKS.has(entry.code))
      data.banners = Array.isArray(entry.data.slides)
        ? await this.slideBanners(entry.data.slides as LayoutSlide[])
        : await this.store.banners(ids(entry.data.banner_ids))
    if (CATEGORY_BLOCKS.has(entry.code)) {
      const categories = await this.catalogue.categories(ids(entry.data.category_ids))
      data.categories = categories.slice(0, typeof entry.data.limit === 'number' ? entry.data.limit : undefined)
    }
    if (PRODUCT_BLOCKS.has(entry.code)) {
      const limit = typeof entry.data.limit === 'number' ? Math.min(entry.data.limit, 50) : 10
      const chosen = ids(entry.data.product_ids)
      data.products = chosen
        ? await this.catalogue.blockCards(branchId, chosen.slice(0, limit))
        : await this.catalogue.firstCards(
            branchId,
            limit,
            typeof entry.data.category_slug === 'string' ? entry.data.category_slug : undefined,
          )
    }
    return { ...entry, data }
  }

  /**
   * Slides the layout editor keeps in the entry (decision 0083), as the banners spec §3 describes:
   * a PRODUCT or CATEGORY link by its slug today, so renaming a product keeps its banners' links.
   */
  private async slideBanners(slides: LayoutSlide[]): Promise<Banner[]> {
    const wanted = (type: string) => slides.flatMap((s) => (s.link_type === type && s.link_id ? [s.link_id] : []))
    const [products, categories] = await Promise.all([
      this.catalogue.productSlugs(wanted('PRODUCT')),
      wanted('CATEGORY').length ? this.catalogue.categories(wanted('CATEGORY')) : Promise.resolve([]),
    ])
    return slides.map((s, i) => ({
      id: i + 1,
      image: s.image,
      title: s.title ?? '',
      link_type: s.link_type,
      link_slug:
        s.link_type === 'PRODUCT'
          ? (products.get(s.link_id ?? 0) ?? null)
          : s.link_type === 'CATEGORY'
            ? (categories.find((c) => c.id === s.link_id)?.slug ?? null)
            : null,
      data: { custom_url: s.link_type === 'CUSTOM' ? (s.custom_url ?? null) : null },
    }))
  }
}
