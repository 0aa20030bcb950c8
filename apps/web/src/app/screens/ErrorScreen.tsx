import { useRouteError } from 'react-router'

/** Shown if a screen fails unexpectedly: a way forward for the shopper, the detail in the console. */
export function ErrorScreen() {
  const error = useRouteError()
  console.error(error)
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-gray-600">Please reload the page. Your cart and choices are kept.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand"
      >
        Reload
      </button>
    </main>
  )
}
