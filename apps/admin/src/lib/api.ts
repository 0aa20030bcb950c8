import type { EndpointInput, EndpointOutput, OwnerCall, OwnerEndpoints } from '@store/core'
import { sessionToken, setSessionToken } from './session.ts'

export type { OwnerCall }
export type CallInput<K extends OwnerCall> = EndpointInput<OwnerEndpoints[K]>
export type CallOutput<K extends OwnerCall> = EndpointOutput<OwnerEndpoints[K]>

/** A non-2xx answer; `message` is the server's text, `errors` its per-field list (422). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message)
  }
}

type Args<K extends OwnerCall> =
  Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>, options?: CallOptions] : [input: CallInput<K>, options?: CallOptions]
interface CallOptions {
  signal?: AbortSignal
}

/** The path of a call with its params filled in and its query attached. */
export function callUrl(call: string, params?: Record<string, unknown>, query?: object): string {
  const path = call.slice(call.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])))
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') search.set(k, String(v))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * Every owner call (contracts in core's contracts/owner*.ts): the staff session's Bearer token, JSON
 * in and out. A 401 ends the session in this browser (the sign-in screen shows).
 */
export async function api<K extends OwnerCall>(call: K, ...[input, options]: Args<K>): Promise<CallOutput<K>> {
  const { query, params, body } = ((input as unknown) ?? {}) as { query?: object; params?: Record<string, unknown>; body?: unknown }
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = sessionToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(callUrl(call, params, query), {
      method: call.slice(0, call.indexOf(' ')),
      headers,
      signal: options?.signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    if (options?.signal?.aborted) throw error
    throw new ApiError(0, 'No connection to the shop. Check the network and try again.')
  }
  if (res.status === 401 && token) setSessionToken(null)
  const answer = (await res.json().catch(() => null)) as { message?: string; errors?: ApiError['errors'] } | null
  if (!res.ok) {
    const fallback = res.status >= 500 ? 'Something went wrong on the server. Try again.' : `The shop answered ${res.status}`
    throw new ApiError(res.status, answer?.message ?? fallback, answer?.errors ?? [])
  }
  if (answer === null) throw new ApiError(res.status, 'The answer could not be read')
  return answer as CallOutput<K>
}

/** The message of a failed call, for a toast or an error state. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong')

/**
 * An owner call whose answer is read as it streams (a CSV download, an import's progress lines), or
 * whose body is a form (a file upload): the same session, errors and 401 as `api`, the raw Response.
 */
export async function apiResponse<K extends OwnerCall>(
  call: K,
  { query, form, signal }: { query?: object; form?: FormData; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = sessionToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(callUrl(call, undefined, query), { method: call.slice(0, call.indexOf(' ')), headers, body: form, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, 'No connection to the shop. Check the network and try again.')
  }
  if (res.status === 401 && token) setSessionToken(null)
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string; errors?: ApiError['errors'] } | null
    throw new ApiError(res.status, answer?.message ?? `The shop answered ${res.status}`, answer?.errors ?? [])
  }
  return res
}
