import { Link } from 'react-router'
import { useHead } from '../lib/head.ts'
import type { ScreenHandle } from '../lib/screen-title.ts'

/** The not-found page's head, for a screen that shows it in its own route: its useHead runs after NotFound's and would name it otherwise. */
export const NOT_FOUND_HEAD = { name: 'Page not found' }

export function NotFound() {
  useHead(NOT_FOUND_HEAD)
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-5xl font-bold text-brand-ink">404</p>
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="text-gray-600">The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
        Back to the store
      </Link>
    </section>
  )
}

export default NotFound

/** The not-found route's name in its title and top bar (app/router.tsx); shown inside a product's or page's route, it names itself. */
export const handle: ScreenHandle = NOT_FOUND_HEAD
