import { useLocation } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'

/**
 * Marks a path where the server found nothing (an unknown product, category, page or product's
 * reviews): its answer is a 404 with the not-found page (spec §2), and the server renders that. The
 * mark travels in the query cache the server inlines, so the browser's first render shows the same
 * page instead of a spinner until the screen's own request fails, with no code on the home page's
 * first load (its 130 KB budget).
 */
export const missingScreenKey = (pathname: string) => ['missing-screen', pathname]

/**
 * Whether the screen shows the not-found page: its request says 404, or the server found nothing at
 * this path and the request has not answered yet. The mark gives way to the answer: another branch
 * may sell the product, and the owner may have added what was missing since.
 */
export function useNotFound(request: { data: unknown; error: unknown }): boolean {
  const { pathname } = useLocation()
  const marked = useQueryClient().getQueryData(missingScreenKey(pathname)) === true
  if (request.error instanceof ApiError && request.error.status === 404) return true
  return marked && request.data === undefined && request.error === null
}
