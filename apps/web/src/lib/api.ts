import type { EndpointInput, EndpointOutput, ShopperCall, ShopperEndpoints } from '@store/core'
import { DEFAULT_BRANCH_ID } from '@store/core/browser'
import { guestId } from './guest.ts'
import { browserOffline, OFFLINE_MESSAGE } from './offline.ts'

/** A call of spec §7 is named by its contract key in core ('GET /api/get-product', 'DELETE /api/cart/remove/:id'). */
export type { ShopperCall }
export type CallInput<K extends ShopperCall> = EndpointInput<ShopperEndpoints[K]>
export type CallOutput<K extends ShopperCall> = EndpointOutput<ShopperEndpoints[K]>

/**
 * A non-2xx answer, or a 2xx one that cannot be read; `message` is the server's text when it sent one.
 * Status 0: a write refused offline, with spec §8's offline message (decision 0061).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** Seconds to wait before asking again, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
  }
}

/** What api() needs of the shopper's session; app/ gives it at start, so lib/ never imports app/. */
export interface ApiSession {
  branchId(): number
  authToken(): string | null
  /** Any 401 logs the shopper out (spec §8). */
  onUnauthorized(): void
}

let session: ApiSession = { branchId: () => DEFAULT_BRANCH_ID, authToken: () => null, onUnauthorized: () => {} }

export function configureApi(given: ApiSession): void {
  session = given
}

/** The input may be left out when none of its parts is required. */
type Args<K extends ShopperCall> =
  Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>, options?: CallOptions] : [input: CallInput<K>, options?: CallOptions]

interface CallOptions {
  signal?: AbortSignal
  /** A multipart body (user/change-avatar), for calls whose contract has no JSON body. */
  form?: FormData
  /** Headers a call's contract names besides the body (place-order's Idempotency-Key). */
  headers?: Record<string, string>
}

/**
 * Every call of spec §7: same origin, credentials, the XMLHttpRequest marker, branch_id (the selected
 * branch, default 1), and the Bearer token or the guest-id header. The answer's type comes from the
 * endpoint's contract; an answer that cannot be read as JSON is an error, never an empty result.
 */
export async function api<K extends ShopperCall>(call: K, ...[input, options]: Args<K>): Promise<CallOutput<K>> {
  const { query, params, body } = ((input as unknown) ?? {}) as { query?: object; params?: Record<string, unknown>; body?: unknown }
  const space = call.indexOf(' ')
  const path = call.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])))
  const search = new URLSearchParams()
  search.set('branch_id', String(session.branchId()))
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v))
  const headers: Record<string, string> = { ...options?.headers, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  const token = session.authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  else headers['guest-id'] = guestId()
  // A FormData body sets its own multipart Content-Type with the boundary.
  if (body !== undefined && !options?.form) headers['Content-Type'] = 'application/json'
  const method = call.slice(0, space)
  // Offline, a write is refused with spec §8's message, never queued to run later (decision 0061).
  if (method !== 'GET' && browserOffline()) throw new ApiError(0, OFFLINE_MESSAGE, null)
  const res = await fetch(`${path}?${search}`, {
    method,
    credentials: 'include',
    headers,
    signal: options?.signal,
    body: options?.form ?? (body === undefined ? undefined : JSON.stringify(body)),
  }).catch((error: unknown) => {
    // A write that could not reach the store (the network is gone though the browser thinks not).
    throw method !== 'GET' && error instanceof TypeError ? new ApiError(0, OFFLINE_MESSAGE, null) : error
  })
  if (res.status === 401) session.onUnauthorized()
  const text = await res.text()
  let answer: unknown
  let readable = text !== ''
  try {
    if (readable) answer = JSON.parse(text)
  } catch {
    readable = false
  }
  if (!res.ok) {
    // The store's 5xx messages name the request's id; an answer without one says the id it came with (decision 0072).
    const reference = res.status >= 500 ? res.headers.get('x-request-id') : null
    const message =
      answer && typeof answer === 'object' && 'message' in answer
        ? String(answer.message)
        : `Request failed (${res.status})${reference ? `. If it keeps happening, give the store this reference: ${reference}.` : ''}`
    const retryAfter = Number(res.headers.get('retry-after'))
    throw new ApiError(res.status, message, answer, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null)
  }
  if (!readable) throw new ApiError(res.status, 'The store sent an answer that could not be read. Please try again.', text)
  return answer as CallOutput<K>
}
