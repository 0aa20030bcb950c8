import { ApiError } from './api.ts'

/** What a form shows after a failed call: one message per field, and one for the form itself. */
export interface FormErrors {
  form: string | null
  fields: Record<string, string>
}

export const noErrors: FormErrors = { form: null, fields: {} }

/**
 * The server's schema messages ("must NOT have fewer than 8 characters") read as sentences for a
 * shopper; the services' own messages ("Enter your name") are already written for them.
 */
function readable(message: string, label: string): string {
  const fewer = /fewer than (\d+) characters/.exec(message)
  // At least 1: the field was left empty (or only spaces), and that is what to say.
  if (fewer) return fewer[1] === '1' ? `Enter ${label.toLowerCase()}` : `${label} needs at least ${fewer[1]} characters`
  const more = /more than (\d+) characters/.exec(message)
  if (more) return `${label} can have at most ${more[1]} characters`
  if (/format "email"/.test(message)) return 'Enter a valid e-mail address'
  if (/must match pattern|must be equal to one of|must match a schema/.test(message)) return `Enter a valid ${label.toLowerCase()}`
  if (/required property/.test(message)) return `Enter ${label.toLowerCase()}`
  if (message.startsWith('must ')) return `${label} ${message}`
  return message
}

/**
 * Reads a 422 `{ message, errors: [{ path, message }] }` into messages by field. Paths come
 * as the field ('email') or, from schema validation, with their part ('body/email', 'querystring/pincode');
 * a required-property error names the field in its message. A field the form does not show keeps its
 * message in `form`, so nothing the server said is lost.
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
    const missing = /required property '([^']+)'/.exec(message)?.[1]
    const field = missing ?? path.replace(/^(body|querystring|params|headers)\/?/, '').split('/')[0] ?? ''
    if (field in labels && !fields[field]) fields[field] = readable(message, labels[field]!)
    else if (!(field in labels)) form ??= readable(message, 'This')
  }
  // The server's summary shows unless every problem already sits next to its field.
  if (Object.keys(fields).length === 0) form = error.message
  return { form, fields }
}

const formatWait = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`)
