import { pageKind, type HeadInput, type SiteSettings } from '@store/core'
import { isScreenPath, screenName } from '@store/web/server'
import type { AppContext } from '../context.ts'
import { NotFoundError } from '../http/errors.ts'
import { productJsonLd } from './json-ld.ts'

export type Query = { key: unknown[]; data: unknown }
/** The storefront's endless lists load 12 products a page (apps/web queries.ts). */
const FIRST_PAGE = 12

/** What a server-rendered path shows: whether it exists (the answer's status), its head, and the data its first screen needs. */
export interface PageEntity {
  found: boolean
  head: Omit<HeadInput, 'pathname'>
  queries?: Query[]
  /** The path is no screen (or /404): the not-found page shows, rendered on the server like any public page. */
  notFoundPage?: boolean
  jsonLd?: (settings: SiteSettings, url: string) => unknown
}

const NOT_FOUND: PageEntity = { found: false, head: {} }

/**
 * The product, category or page a path names, for its head and first render. Every answer has the
 * status of what it shows (spec §2): unknown products, categories, pages, reviews of an unknown
 * product, and paths that are no screen at all are the not-found page, a 404. Prices are the branch's.
 */
export async function pageEntity(services: AppContext['services'], pathname: string, branchId: number): Promise<PageEntity> {
  const entity = await findPageEntity(services, pathname, branchId)
  // What does not exist shows the not-found page, and is named as it (its route's name).
  return entity.found || entity.head.name ? entity : { ...entity, head: { name: await fixedName('/404') } }
}

/** A route module that fails to load names nothing rather than failing the page. */
const fixedName = (pathname: string) => screenName(pathname).catch(() => undefined)

async function findPageEntity(services: AppContext['services'], pathname: string, branchId: number): Promise<PageEntity> {
  const slug = decodeURIComponent(pathname.split('/')[2] ?? '')
  try {
    switch (pageKind(pathname)) {
      case 'product': {
        const p = await services.catalogue.productOrThrow(branchId, slug)
        // The reviews summary renders with the page from one primary-key read (decision 0022: no extra request, no TBT).
        const rating = await services.reviews.productRating(p.id)
        return {
          found: true,
          head: { name: p.name, description: p.description, image: p.images[0]?.url },
          queries: [
            { key: ['product', branchId, slug], data: p },
            { key: ['product-rating', p.id], data: rating },
          ],
          jsonLd: (settings, url) => productJsonLd(settings, p, rating, url),
        }
      }
      case 'category': {
        const [c, products] = await Promise.all([
          services.catalogue.categoryOrThrow(slug),
          services.catalogue.categoryProducts(branchId, slug, { page: 1, per_page: FIRST_PAGE }),
        ])
        return {
          found: true,
          head: { name: c.name, image: c.primary_image?.url },
          queries: [
            { key: ['category', slug], data: c },
            { key: ['category-products', branchId, slug], data: { pages: [products], pageParams: [1] } },
          ],
        }
      }
      case 'page': {
        const page = await services.pages.bySlug(slug)
        return page
          ? {
              found: true,
              // The owner's SEO title and description win when set (spec §3); the browser's head does the same.
              head: { name: page.seo_title || page.title, description: page.seo_description || page.content },
              queries: [{ key: ['page', slug], data: page }],
            }
          : NOT_FOUND
      }
      default: {
        // Screens with a fixed name (log in, cart…) carry it in their title and top bar (app/router.tsx).
        const named = { name: await fixedName(pathname) }
        if (pathname === '/404' || !isScreenPath(pathname)) return { found: false, head: named, notFoundPage: true }
        const reviewsOf = /^\/product\/reviews\/([^/]+)\/?$/.exec(pathname)?.[1]
        if (reviewsOf === undefined) return { found: true, head: named }
        if (!/^\d{1,10}$/.test(reviewsOf)) return NOT_FOUND
        // The first page, as the screen's endless list holds it (apps/web get-product-reviews.ts); an
        // unknown product is a NotFoundError.
        const firstPage = await services.reviews.productReviews(Number(reviewsOf), 1)
        return {
          found: true,
          head: { name: `Reviews of ${firstPage.product.name}` },
          queries: [{ key: ['product-reviews', Number(reviewsOf)], data: { pages: [firstPage], pageParams: [1] } }],
        }
      }
    }
  } catch (error) {
    if (error instanceof NotFoundError) return NOT_FOUND
    throw error
  }
}
