import { useEffect, useRef } from 'react'

interface PagedResult {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isError: boolean
  fetchNextPage: () => Promise<unknown>
}

/**
 * spec §3 lists: the next page is fetched when the end of the list comes into view. Put the answered
 * ref on an empty element after the list. Stops while a page is loading or after an error (a Retry
 * button asks again).
 */
export function useLoadMoreOnView({ hasNextPage, isFetchingNextPage, isError, fetchNextPage }: PagedResult) {
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || isError) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: '400px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError])
  return sentinel
}
