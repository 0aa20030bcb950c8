import { CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

type Executor = Kysely<Database> | Transaction<Database>
const MARK = '\u0000param:'

/**
 * A query built with Kysely and compiled to SQL once, then run many times with new values — Kysely's
 * "splitting build, compile and execute" recipe, plus named parameters. Building and compiling cost
 * about as much as SQLite takes to run a small query, so the few queries of every cart call use this;
 * everything else builds its query per call as usual.
 *
 * `param(name)` stands for a value given at run time. It must be used as a plain value (in a where,
 * a values list, a limit), never to choose a column or an operator.
 */
export function prepareQuery<Params extends Record<string, unknown>, Row>(
  build: (param: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
): (db: Executor, params: Params) => Promise<Row[]> {
  const compiled = build((name) => `${MARK}${name}` as never).compile()
  // Each compiled parameter is either a named placeholder or a constant the query was built with.
  const slots = compiled.parameters.map((value): { name: string } | { value: unknown } =>
    typeof value === 'string' && value.startsWith(MARK) ? { name: value.slice(MARK.length) } : { value },
  )
  return async (db, params) => {
    const values = slots.map((slot) => {
      if ('value' in slot) return slot.value
      const value = params[slot.name]
      if (value === undefined) throw new Error(`prepared query: no value for "${slot.name}"`)
      return value
    })
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values))).rows
  }
}
