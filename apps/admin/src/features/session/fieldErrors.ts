import { ApiError } from '../../lib/api.ts'

/** A 422's errors by field name (the first for each), and the message for the form's top. */
export function fieldErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? 'Something went wrong' : null }
  const fields: Record<string, string> = {}
  for (const e of error.errors) fields[e.path.replace(/^body\//, '')] ??= e.message
  return { fields, message: error.message }
}
