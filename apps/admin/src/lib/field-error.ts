import { problemField, readableMessage } from '@store/core/browser'
import { ApiError } from './api.ts'

/**
 * The server's message for one field of a refused form (a 422's `errors`), for the field to show
 * beside itself. Paths come as the schema names them (`body/value`, `prizes/0/max_amount`); `field`
 * is matched without the `body/` prefix, and a path below it counts too.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.errors.find((e) => {
    const path = e.path.replace(/^\/?body\/?/, '').replace(/^\//, '')
    return path === field || path.startsWith(`${field}/`)
  })?.message
}

/** 'store_type' → 'Store type': a field no label names, called by its own name (its last part). */
export const fieldName = (field: string) => {
  const words = (field.split('/').findLast((part) => !/^\d*$/.test(part)) ?? 'this').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A refused form's problems as sentences: each beside the field `labels` names (the first for each),
 * and one for the form's top when something has no field there; the server's own message when it
 * listed nothing (a wrong password, a used link).
 */
export function formProblems(error: unknown, labels: Record<string, string>): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? 'Something went wrong' : null }
  const fields: Record<string, string> = {}
  let elsewhere: string | null = null
  for (const e of error.errors) {
    const field = problemField(e.path, e.message)
    const label = labels[field]
    if (label !== undefined) fields[field] ??= readableMessage(e.message, label)
    else elsewhere ??= readableMessage(e.message, fieldName(field))
  }
  return { fields, message: error.errors.length === 0 ? error.message : elsewhere }
}
