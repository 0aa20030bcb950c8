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
