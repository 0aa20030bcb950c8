import { problemField, readableMessage } from '@store/core/browser'
import { ApiError } from './api.ts'

/** What a form shows after a failed call: one message per field, and one for the form itself. */
export interface FormErrors {
  form: string | null
  fields: Record<string, string>
}

export const noErrors: FormErrors = { form: null, fields: {} }

/**
 * Reads a 422 `{ message, errors: [{ path, message }] }` into sentences by field (core's
 * readableMessage and problemField). Paths come as the field ('email') or, from schema validation,
 * with their part ('body/email', 'querystring/pincode'); a required-property error names the field in
 * its message. A field the form does not show keeps its message in `form`, so nothing the server said
 * is lost.
 */
export function formErrors(error: unknown, labels: Record<string, string>): FormErrors {
  if (!(error instanceof ApiError)) return { form: 'Could not reach the store. Check your connection and try again.', fields: {} }
  if (error.status === 429) {
    const seconds = error.retryAfter
    return { form: seconds ? `${error.message} Try again in ${formatWait(seconds)}.` : error.message, fields: {} }
  }
  const fields: Record<string, string> = {}
  let form: string | null = null
  const listed = (error.body as { errors?: { path?: unknown; message?: unknown }[] } | null)?.errors
  for (const item of Array.isArray(listed) ? listed : []) {
    const message = typeof item.message === 'string' ? item.message : 'is not valid'
    const path = typeof item.path === 'string' ? item.path : ''
    const field = problemField(path, message).split('/')[0] ?? ''
    if (field in labels && !fields[field]) fields[field] = readableMessage(message, labels[field]!)
    else if (!(field in labels)) form ??= readableMessage(message, 'This')
  }
  // The server's summary shows unless every problem already sits next to its field.
  if (Object.keys(fields).length === 0) form = error.message
  return { form, fields }
}

const formatWait = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`)
