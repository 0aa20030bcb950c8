import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.ts'

/**
 * A write that spans areas (a coupon claim and the cart that holds it) runs in one transaction that
 * each area's repository joins. Services pass this handle along without looking inside it.
 */
export type Tx = Transaction<Database>

/** Runs `work` in one transaction (decision 0010: the unit of work crosses areas, the tables do not). */
export interface UnitOfWork {
  run<T>(work: (trx: Tx) => Promise<T>): Promise<T>
}

export function unitOfWork(db: Kysely<Database>): UnitOfWork {
  return { run: (work) => db.transaction().execute(work) }
}
