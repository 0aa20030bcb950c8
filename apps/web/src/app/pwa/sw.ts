/// <reference lib="webworker" />
import type { CacheInfo } from '@store/core'
import { BRANCH_COOKIE } from '@store/core/browser'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core'
import { CACHES, LIMITS, cacheForApi, cachesToDrop, pageKey } from './cache-rules.ts'
import { showOrderNews, openNotification } from './sw-push.ts'

/**
 * The store's service worker (decision 0061), built by vite-plugin-pwa (injectManifest) with Workbox:
 * the shell's files are precached; pages and the catalogue the shopper saw are kept for offline
 * (pages network-first and per branch, API reads stale-while-revalidate, each cache bounded); writes are never
 * touched, so offline they fail at once and are never queued.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

/** The page a path not seen before opens with while offline: the app, with no page of its own rendered. */
const SHELL_URL = '/offline-shell'
const VERSIONS_KEY = '/__sw/cache-info'

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** spec §7 in the worker: remembers the versions it last saw and drops the caches they make stale. */
async function applyVersions(text: string | null): Promise<void> {
  if (!text) return
  const now = JSON.parse(text) as Partial<CacheInfo>
  const meta = await caches.open('store-meta')
  const stored = await meta.match(VERSIONS_KEY)
  const before = stored ? ((await stored.json()) as Partial<CacheInfo>) : null
  await Promise.all(cachesToDrop(before, now).map((name) => caches.delete(name)))
  await meta.put(VERSIONS_KEY, new Response(JSON.stringify({ ...before, ...now })))
}

/** Every fresh page says which versions it was rendered with (x-cache-info); cache-info answers say it in their body. */
const watchVersions: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.ok) {
      const text = request.mode === 'navigate' ? response.headers.get('x-cache-info') : await response.clone().text()
      await applyVersions(text)
    }
    return response
  },
}

/** The branch cookie's value (null: none), or undefined where a worker cannot read cookies. */
async function branchCookie(): Promise<string | null | undefined> {
  if (!('cookieStore' in self)) return undefined
  try {
    return (await self.cookieStore.get(BRANCH_COOKIE))?.value ?? null
  } catch {
    return undefined // a browser that refuses the worker its cookies: it cannot tell the branch either
  }
}

/**
 * Pages vary by the branch cookie (decision 0045: each branch's prices, `Vary: cookie`), so a kept page
 * is keyed by the branch it was rendered for, read when its navigation starts (the cookie the browser
 * sends with it). Offline, a shopper who has picked another branch since gets that branch's copy or
 * the shell, never the other branch's prices. A browser whose worker cannot read cookies (no Cookie
 * Store API) keeps no pages at all: offline it opens the shell.
 */
const byBranch: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.branch = await branchCookie()
  },
  cacheKeyWillBeUsed: async ({ request, state }) => pageKey(request.url, (state?.branch as string | null | undefined) ?? null),
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => (state?.branch === undefined ? null : (cachedResponse ?? null)),
  // Replaces Workbox's default (keep answers of 200), so it says that too.
  cacheWillUpdate: async ({ response, state }) => (state?.branch !== undefined && response.status === 200 ? response : null),
}

const bounded = (name: keyof typeof LIMITS) => new ExpirationPlugin({ maxEntries: LIMITS[name], purgeOnQuotaError: true })
const pages = new NetworkFirst({ cacheName: CACHES.pages, plugins: [byBranch, watchVersions, bounded('pages')] })

registerRoute(
  // The layout editor's preview (?preview=…, decision 0083) shows an unpublished draft: never kept.
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/') &&
    !url.searchParams.has('preview'),
  async (options) => {
    // A new version waiting takes over at this navigation: the page it loads is the new build's.
    self.registration.waiting?.postMessage({ type: 'SKIP_WAITING' })
    try {
      return await pages.handle(options)
    } catch (error) {
      const shell = await matchPrecache(SHELL_URL)
      if (shell) return shell
      throw error
    }
  },
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/cache-info',
  new NetworkOnly({ plugins: [watchVersions] }),
)

const apiCaches = new Map<string, StaleWhileRevalidate>(
  (['bootstrap', 'catalogue'] as const).map((name) => [
    CACHES[name],
    new StaleWhileRevalidate({ cacheName: CACHES[name], plugins: [bounded(name)] }),
  ]),
)
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && cacheForApi(url.pathname) !== null,
  (options) => apiCaches.get(cacheForApi(options.url.pathname)!)!.handle(options),
)

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({ cacheName: CACHES.images, plugins: [bounded('images')] }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// A page open before the new version asks it to take over ("New version — reload"); pages opened
// after install are controlled from their first request.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => event.waitUntil(showOrderNews(self.registration, event.data?.text() ?? null)))
self.addEventListener('notificationclick', (event) => event.waitUntil(openNotification(self.clients, event.notification)))
