import { useRef } from 'react'
import { Link } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { Avatar } from '../../components/Avatar.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { FormMessage } from '../../components/Field.tsx'
import { useUserDetails } from './api/get-user-details.ts'
import { useLogout } from './api/logout.ts'
import { AskName } from './AskName.tsx'
import { useAccountSlots } from './slots.tsx'

/** Every account area of spec §2, in the order a shopper looks for them. */
const AREAS = [
  ['/account/edit-profile', 'Edit profile', 'Name, photo, e-mail and phone'],
  ['/account/addresses', 'Addresses', 'Where we deliver your orders'],
  ['/account/my-orders', 'My orders', 'Track, reorder and rate'],
  ['/account/wishlist', 'Wishlist', 'Products you saved'],
  ['/account/wallet', 'Wallet', 'Your balance'],
  ['/account/rewards', 'Rewards', 'Points and offers'],
  ['/account/scratch-cards', 'Scratch cards', 'Cards waiting to be scratched'],
  ['/refer-a-friend', 'Refer a friend', 'Share your code'],
] as const

/** /account (spec §2): who is logged in, a link to every account area, and log out. */
export default function AccountPage() {
  useHead()
  // After "Log out" the shopper goes home, not to the login the guard sends guests to.
  const leaving = useRef(false)
  const user = useRequireUser(() => (leaving.current ? '/' : undefined))
  const details = useUserDetails(user !== null)
  const slots = useAccountSlots()
  const logout = useLogout(() => {
    leaving.current = true
  })
  if (!user) return <Spinner label="Loading your account" />
  const name = user.name ?? ''
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <div className="flex items-center gap-4">
        <span data-testid="account-avatar">
          <Avatar name={name || user.email || user.phone || '?'} url={user.avatar_url ?? null} size={64} />
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold" data-testid="account-name">
            {name || 'Welcome!'}
          </h1>
          <p className="truncate text-sm text-gray-600">{[user.email, user.phone].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      {!name && <AskName />}
      {details.isError && <FormMessage>Could not refresh your details. What you see may be out of date.</FormMessage>}
      <nav aria-label="Your account">
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200">
          {AREAS.map(([to, label, hint]) => (
            <li key={to}>
              <Link to={to} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-gray-50">
                <span className="flex flex-col">
                  <span className="font-medium">{label}</span>
                  <span className="text-sm text-gray-500">{hint}</span>
                </span>
                <span aria-hidden="true" className="text-xl text-gray-400">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {slots.deviceSettings}
      {logout.isError && <FormMessage>Could not log out. Check your connection and try again.</FormMessage>}
      <button
        type="button"
        onClick={() => logout.mutate(undefined)}
        disabled={logout.isPending}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-red-200 px-5 py-3 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
      >
        {logout.isPending ? 'Logging out...' : 'Log out'}
      </button>
    </section>
  )
}
