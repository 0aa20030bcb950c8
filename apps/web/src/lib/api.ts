import { DEFAULT_BRANCH_ID } from '@store/core/browser'
import { useStore } from '../app/store.ts'
import { guestId } from './guest.ts'

/** A non-2xx answer; `message` is the server's text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }
}

type Query = Record<string, string | number | undefined>

/**
 * Every call of spec §7: same origin, credentials, the XMLHttpRequest marker, branch_id (the selected
 * branch, default 1), and the Bearer token or the guest-id header. Any 401 logs the shopper out.
 */
export async function api<T>(
  path: string,
  options: { query?: Query; method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const state = useStore.getState()
  const params = new URLSearchParams()
  params.set('branch_id', String(state.selected_branch?.id ?? DEFAULT_BRANCH_ID))
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) params.set(k, String(v))
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  if (state.user?.authToken) headers.Authorization = `Bearer ${state.user.authToken}`
  else headers['guest-id'] = guestId()
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`/api/${path}?${params}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    signal: options.signal,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  if (res.status === 401) state.logout()
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (!res.ok) {
    const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : `Request failed (${res.status})`
    throw new ApiError(res.status, message, body)
  }
  return body as T
}
