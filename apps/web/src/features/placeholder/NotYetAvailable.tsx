import { Link, useMatches } from 'react-router'
import { useHead } from '../../lib/head.ts'

/**
 * Screens whose features arrive with later issues (accounts, cart, checkout, orders): the route
 * exists (spec §2) and says plainly that this part of the store is not open yet.
 */
export default function NotYetAvailable() {
  const matches = useMatches()
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Coming soon'
  useHead({ name: title })
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-gray-600">This part of the store is not available yet.</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
        Continue shopping
      </Link>
    </section>
  )
}
