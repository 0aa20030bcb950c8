import { problemField, readableMessage } from '@store/core/browser'
import { ApiError, errorText } from './api.ts'

/** 'store_type' → 'Store type': a field no label names, called by its own name (its last part). */
export const fieldName = (field: string) => {
  const words = (field.split('/').findLast((part) => !/^\d*$/.test(part)) ?? 'this').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A refused form's problems as sentences: each beside the field `labels` names (the first for each),
 * and one for the form's top when something has no field there; the server's own message when it
 * listed nothing (a wrong password, a used link), and the text of any other error (a field the form
 * could not read, decision 0059).
 */
export function formProblems(error: unknown, labels: Record<string, string>): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? errorText(error) : null }
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
