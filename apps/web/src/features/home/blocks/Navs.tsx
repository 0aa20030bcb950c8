import { Link, NavLink } from 'react-router'
import { useRef } from 'react'
import type { Category } from '@store/core'
import { useReserveBottom } from '../../../lib/reserved-bottom.ts'
import { useSettingText } from '../../../lib/settings.ts'
import { useSession } from '../../../lib/session.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { useHomeSlots } from '../slots.tsx'
import type { BlockProps } from './types.ts'

const icon = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm9 2-3.5-3.5',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
}
const Icon = ({ d }: { d: string }) => (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
)

/**
 * The logged-in shopper, known only in the browser: the server renders
 * the guest's icons and the first browser render matches them.
 */
function useShopper() {
  const user = useSession((s) => s.user)
  return useHydrated() ? user : null
}
/**
 * The shopper's picture or initial. Not components/Avatar: sharing it with the lazy account screens
 * would make it a chunk of its own that the home page preloads (the home's JavaScript budget).
 */
function NavAvatar({ user, size }: { user: NonNullable<ReturnType<typeof useShopper>>; size: number }) {
  if (user.avatar_url) return <img src={user.avatar_url} alt="" width={size} height={size} className="rounded-full object-cover" />
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="flex items-center justify-center rounded-full bg-brand text-xs font-bold uppercase text-on-brand ring-2 ring-white"
    >
      {/\p{L}/u.exec(user.name || user.email || '')?.[0] ?? '•'}
    </span>
  )
}

/** top_nav: the store's name and logo on its colour, the branch picker, search, cart and account. */
export function TopNav(_: BlockProps) {
  const name = useSettingText('storeName')
  const logo = useSettingText('logo')
  const { branchPicker, cartCount } = useHomeSlots()
  const user = useShopper()
  return (
    <header className="sticky top-0 z-30 bg-brand text-on-brand shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Link to="/" className="flex min-w-0 items-center gap-2">
          {logo && <img src={logo} alt="" width={36} height={36} className="h-9 w-9 rounded-lg bg-white/20 object-cover" />}
          <span className="truncate text-lg font-bold">{name}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          {branchPicker}
          <Link to="/search" aria-label="Search" className="rounded-full p-2 hover:bg-black/10">
            <Icon d={icon.search} />
          </Link>
          {/* Named by hidden text, not aria-label: the badge's visible count then belongs to the name (WCAG 2.5.3). */}
          <Link to="/cart" className="relative hidden rounded-full p-2 hover:bg-black/10 md:block">
            <span className="sr-only">Cart</span>
            <Icon d={icon.cart} />
            {cartCount}
          </Link>
          {user ? (
            <Link to="/account" data-testid="nav-account" className="hidden rounded-full p-1.5 hover:bg-black/10 md:block">
              <span className="sr-only">Your account</span>
              <NavAvatar user={user} size={30} />
            </Link>
          ) : (
            <Link
              to="/login"
              className="ml-1 hidden rounded-full border border-current/40 px-3 py-1.5 text-sm font-semibold hover:bg-black/10 md:block"
            >
              Log in
            </Link>
          )}
        </div>
      </div>
      <HeaderCategories />
    </header>
  )
}

/**
 * Wide screens: the categories of the home's category blocks as a row of links under the store's
 * name, the way a shop's header offers its departments. CSS shows it (no media-query hook), so the
 * server's HTML is already right.
 */
function HeaderCategories() {
  const layout = useSession((s) => s.layoutSettings)
  const seen = new Set<number>()
  const categories = layout
    .flatMap((e) => (Array.isArray(e.data.categories) ? (e.data.categories as Category[]) : []))
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
  if (categories.length === 0) return null
  return (
    <nav aria-label="Categories" className="hidden border-t border-current/15 lg:block">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5 text-sm font-medium">
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink
              to={`/category/${c.slug}`}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-full px-3 py-1 hover:bg-black/10 ${isActive ? 'bg-black/15' : ''}`
              }
            >
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** bottom_nav: the phone's tab bar (wide screens have these links in the top bar). */
export function BottomNav(_: BlockProps) {
  const { cartCount } = useHomeSlots()
  const bar = useRef<HTMLElement>(null)
  useReserveBottom(bar)
  const user = useShopper()
  const items = [
    ['/', 'Home', icon.home],
    ['/search', 'Search', icon.search],
    ['/cart', 'Cart', icon.cart],
    ['/account', 'Account', icon.account],
  ] as const
  return (
    <>
      <div className="h-16 md:hidden" aria-hidden="true" />
      <nav
        ref={bar}
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="grid grid-cols-4">
          {items.map(([to, label, d]) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  `flex flex-col items-center gap-0.5 py-2 text-xs ${isActive ? 'font-semibold text-brand-ink' : 'text-gray-600'}`
                }
              >
                <span className="relative">
                  {to === '/account' && user ? (
                    <span data-testid="nav-account" className="block">
                      <NavAvatar user={user} size={22} />
                    </span>
                  ) : (
                    <Icon d={d} />
                  )}
                  {to === '/cart' && cartCount}
                </span>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
