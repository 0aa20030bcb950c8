import type { Generated, Kysely, Selectable } from 'kysely'
import type { Database } from './schema.ts'

/** The columns of a table whose rows workers claim with a lease (decision 0014). */
interface LeaseColumns {
  id: Generated<number>
  status: string
  attempts: Generated<number>
  next_attempt_at: string
  claim: string | null
  last_error: string | null
}

/** The tables that have them: outbox, payment_jobs. */
export type LeasedTable = { [T in keyof Database]: Database[T] extends LeaseColumns ? T : never }[keyof Database]

export interface LeaseStates {
  /** Rows a worker may take: waiting and due, or claimed by a worker whose claim has lapsed. */
  claimable: string[]
  /** The status of a claimed row. */
  claimed: string
  /** A row given up for good. */
  failed: string
  /** A row waiting for its next try. */
  waiting: string
}

/** Kysely cannot type a query over "one of these tables"; they share the lease columns, so the queries see only those. */
function leased(db: Kysely<Database>): Kysely<Record<LeasedTable, LeaseColumns>> {
  return db as unknown as Kysely<Record<LeasedTable, LeaseColumns>>
}

/**
 * Takes one due row for this worker. The UPDATE repeats the SELECT's conditions, so when two servers
 * pick the same row only one UPDATE changes it; the other sees no row and looks again.
 */
export async function claimDue<T extends LeasedTable>(
  db: Kysely<Database>,
  table: T,
  states: LeaseStates,
  lease: { now: string; leaseUntil: string; claim: string; maxAttempts: number },
): Promise<Selectable<Database[T]> | undefined> {
  const { now, leaseUntil, claim, maxAttempts } = lease
  for (let round = 0; round < 5; round += 1) {
    const candidate = await leased(db)
      .selectFrom(table as LeasedTable)
      .select('id')
      .where('status', 'in', states.claimable)
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', maxAttempts)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!candidate) return undefined
    const row = await leased(db)
      .updateTable(table as LeasedTable)
      .set((eb) => ({ status: states.claimed, claim, attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
      .where('id', '=', candidate.id)
      .where('status', 'in', states.claimable)
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', maxAttempts)
      .returningAll()
      .executeTakeFirst()
    if (row) return row as Selectable<Database[T]>
  }
  return undefined
}

/** A failed try: due again at `retryAt`, or given up for good when `retryAt` is null; only while the claim is ours. */
export async function releaseFailed(
  db: Kysely<Database>,
  table: LeasedTable,
  states: LeaseStates,
  failure: { id: number; claim: string; error: string; retryAt: string | null },
): Promise<void> {
  const { id, claim, error, retryAt } = failure
  await leased(db)
    .updateTable(table)
    .set({
      status: retryAt === null ? states.failed : states.waiting,
      claim: null,
      last_error: error.slice(0, 500),
      ...(retryAt !== null && { next_attempt_at: retryAt }),
    })
    .where('id', '=', id)
    .where('claim', '=', claim)
    .execute()
}

/**
 * Hands a claimed row back untried (its server is stopping): due again at `dueAt` for any server, the
 * claim cleared and the try not counted; only while the claim is ours.
 */
export async function releaseUntried(
  db: Kysely<Database>,
  table: LeasedTable,
  states: LeaseStates,
  release: { id: number; claim: string; dueAt: string },
): Promise<void> {
  const { id, claim, dueAt } = release
  await leased(db)
    .updateTable(table)
    .set((eb) => ({ status: states.waiting, claim: null, attempts: eb('attempts', '-', 1), next_attempt_at: dueAt }))
    .where('id', '=', id)
    .where('claim', '=', claim)
    .execute()
}
