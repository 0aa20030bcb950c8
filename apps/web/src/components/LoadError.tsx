/** A list that failed to load: what failed, the server's message, and Retry (every infinite list uses it). */
export function LoadError({
  what,
  message,
  onRetry,
  className = '',
}: {
  what: string
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-2 rounded-xl bg-red-50 p-4 text-center text-sm text-red-800 ${className}`}>
      <p>
        We couldn't load {what}. {message}
      </p>
      <button type="button" onClick={onRetry} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
        Retry
      </button>
    </div>
  )
}

/** Retry of a paged list: the page that failed when some loaded, else the first. */
export const retryPage = (list: { data?: unknown; fetchNextPage: () => Promise<unknown>; refetch: () => Promise<unknown> }) =>
  void (list.data ? list.fetchNextPage() : list.refetch())
