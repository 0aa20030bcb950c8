import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import type { ComponentType } from 'react'
import { Root } from './Root.tsx'
import { HomePage } from '../features/home/HomePage.tsx'
import { ChildLayout } from './ChildLayout.tsx'
import { ErrorScreen } from './screens/ErrorScreen.tsx'
import type { InlinedData } from './inlined.ts'
import type { ScreenHandle } from '../lib/screen-title.ts'

/**
 * Each screen's code loads when its route is first visited (route-level code splitting). A screen
 * whose name does not depend on its data exports it as its route's `handle` (lib/screen-title.ts),
 * so the server writes it into the page's title and top bar and the browser shows it from the first render.
 */
const screen = (load: () => Promise<{ default: ComponentType; handle?: ScreenHandle }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const module = await load()
    return { Component: module.default, handle: module.handle }
  },
})

/** spec §2: every route but home is a child of one layout route. */
export function createRoutes(inlined: InlinedData | null = null): RouteObject[] {
  return [
    {
      element: <Root inlined={inlined} />,
      errorElement: <ErrorScreen />,
      children: [
        { index: true, element: <HomePage /> },
        {
          element: <ChildLayout />,
          children: [
            { path: 'product/:slug', ...screen(() => import('./screens/ProductScreen.tsx')) },
            { path: 'category/:slug', ...screen(() => import('../features/catalogue/CategoryPage.tsx')) },
            { path: 'search', ...screen(() => import('../features/catalogue/SearchPage.tsx')) },
            { path: 'page/:slug', ...screen(() => import('../features/pages/ContentPage.tsx')) },
            { path: 'cart', ...screen(() => import('../features/cart/CartPage.tsx')) },
            { path: 'cart/discounts', ...screen(() => import('../features/cart/DiscountsPage.tsx')) },
            { path: 'login', ...screen(() => import('../features/accounts/LoginPage.tsx')) },
            { path: 'register', ...screen(() => import('../features/accounts/RegisterPage.tsx')) },
            { path: 'forgot-password', ...screen(() => import('../features/accounts/ForgotPasswordPage.tsx')) },
            { path: 'account', ...screen(() => import('./screens/AccountScreen.tsx')) },
            { path: 'account/edit-profile', ...screen(() => import('../features/accounts/EditProfilePage.tsx')) },
            { path: 'account/addresses', ...screen(() => import('../features/addresses/AddressesPage.tsx')) },
            { path: 'account/add-address', ...screen(() => import('../features/addresses/AddAddressPage.tsx')) },
            { path: 'account/wishlist', ...screen(() => import('../features/wishlist/WishlistPage.tsx')) },
            { path: 'account/wallet', ...screen(() => import('../features/wallet/WalletPage.tsx')) },
            { path: 'account/rewards', ...screen(() => import('../features/rewards/RewardsPage.tsx')) },
            { path: 'account/scratch-cards', ...screen(() => import('../features/scratch-cards/ScratchCardsPage.tsx')) },
            { path: 'account/my-orders', ...screen(() => import('../features/orders/MyOrdersPage.tsx')) },
            { path: 'account/my-orders/:orderId', ...screen(() => import('./screens/OrderDetailScreen.tsx')) },
            {
              path: 'account/my-orders/reviews/:orderId',
              ...screen(() => import('../features/reviews/OrderReviewsPage.tsx')),
            },
            { path: 'checkout', ...screen(() => import('./screens/CheckoutScreen.tsx')) },
            { path: 'order-placed/:orderId', ...screen(() => import('./screens/OrderPlacedScreen.tsx')) },
            { path: 'download/:token', ...screen(() => import('../features/downloads/DownloadPage.tsx')) },
            { path: 'track-order/:orderId', ...screen(() => import('./screens/TrackOrderScreen.tsx')) },
            { path: 'product/reviews/:productId', ...screen(() => import('../features/reviews/ProductReviewsPage.tsx')) },
            { path: 'refer-a-friend', ...screen(() => import('../features/referrals/ReferAFriendPage.tsx')) },
            { path: 'r/:referredBy', ...screen(() => import('../features/referrals/ReferralLandingPage.tsx')) },
            { path: '404', ...screen(() => import('../components/NotFound.tsx')) },
            { path: '*', ...screen(() => import('../components/NotFound.tsx')) },
          ],
        },
      ],
    },
  ]
}

let screenRoutes: RouteObject[] | undefined

/** The screen's fixed name at `pathname` (its route module's `handle`), or undefined when its data names it. Loads that module. */
export async function screenName(pathname: string): Promise<string | undefined> {
  screenRoutes ??= createRoutes(null)
  const leaf = matchRoutes(screenRoutes, pathname)?.at(-1)?.route
  const loaded = typeof leaf?.lazy === 'function' ? await leaf.lazy() : leaf
  return (loaded?.handle as ScreenHandle | undefined)?.name
}

/** Whether a path is one of the storefront's screens (spec §2), not the not-found page: the server answers 404 otherwise. */
export function isScreenPath(pathname: string): boolean {
  screenRoutes ??= createRoutes(null)
  const leaf = matchRoutes(screenRoutes, pathname)?.at(-1)?.route
  return leaf !== undefined && leaf.path !== '*' && leaf.path !== '404'
}

/**
 * Loads the screens the current URL needs before the first render, so hydrating the server's HTML
 * finds the same components (a lazy route still loading would render nothing and wipe the page).
 */
export async function createRouter(inlined: InlinedData | null) {
  const routes = createRoutes(inlined)
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<Partial<RouteObject>>)()
      Object.assign(m.route, { ...loaded, lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}
