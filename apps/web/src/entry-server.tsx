import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import type { Bootstrap, CacheInfo } from '@store/core'
import { createRoutes } from './app/router.tsx'
import { createQueryClient } from './app/queryClient.ts'
import { useStore } from './app/store.ts'
import { preloadPreviewHome } from './features/home/PreviewHomeSlot.tsx'
import type { InlinedData } from './app/inlined.ts'
import { publishScreenTitle } from './lib/screen-title.ts'
import { missingScreenKey } from './lib/not-found.ts'

export { isScreenPath, screenName } from './app/router.tsx'

/**
 * Server rendering of the first screen (used by apps/server/src/web/html.ts): the same route tree
 * the browser runs, with the store and query cache filled from the server's own data, so the
 * shopper sees the page before any JavaScript runs and the browser hydrates it.
 */
export async function renderPage(
  url: string,
  data: Bootstrap,
  cacheInfo: CacheInfo,
  queries: { key: unknown[]; data: unknown }[],
  screen: {
    /** The screen's name for its top bar: its product's, category's or page's, or its route's. */
    name?: string
    /** Nothing exists at the path (an unknown product…): the screen shows the not-found page. */
    missing?: boolean
  } = {},
): Promise<{ html: string; inlined: InlinedData }> {
  // renderToString cannot wait for code: the sample home (spec §2) is loaded first when it may show.
  if (data.settings.addedProduct !== true) await preloadPreviewHome()
  const request = new Request(`http://store${url}`)
  const { pathname } = new URL(request.url)
  const queryClient = createQueryClient()
  for (const q of queries) queryClient.setQueryData(q.key, q.data)
  if (screen.missing) queryClient.setQueryData(missingScreenKey(pathname), true)
  // The route's code loads first (an await): another request's render may run meanwhile.
  const handler = createStaticHandler(createRoutes(null))
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`unexpected redirect while rendering ${url}`)
  // The store and the screen's name are module state: filled for this render only, after the last await, so no other
  // request's render can come between it and the synchronous renderToString below.
  useStore.setState({
    siteSettings: data.settings,
    layoutSettings: data.layout,
    branches: data.branches,
    selected_branch: data.selected_branch,
    loading: { show: false, message: null },
    cart: null,
    productPages: {},
    user: null,
  })
  publishScreenTitle(pathname, screen.name ?? '')
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  )
  return { html, inlined: { data, cacheInfo, queries: dehydrate(queryClient), screenName: screen.name } }
}
