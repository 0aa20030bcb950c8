import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mail, MailSender } from '../../apps/server/src/integrations/mail.ts'
import { OutboxRepository } from '../../apps/server/src/outbox/repository.ts'
import { DEFAULT_TIMING, OutboxWorker } from '../../apps/server/src/outbox/worker.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'

/**
 * A server asked to stop hands back its job leases (decision 0081): it finishes the row in flight, claims
 * nothing more, and a row it claimed after the stop was asked is handed back untried, due at once, so
 * another server sends it now instead of when the lease (a minute) lapses. Real outbox rows, on both
 * databases; the senders are in-process stand-ins that record what was sent.
 */
describe.skipIf(!databaseAvailable)('job leases when a server stops', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.drop()
  })

  const problems: string[] = []
  const log = { info() {}, warn: (_o: object, m: string) => problems.push(m), error: (_o: object, m: string) => problems.push(m) }
  const sms = { send: () => Promise.reject(new Error('no sms in this test')) }
  const push = { send: () => Promise.reject(new Error('no push in this test')) }

  /** Three due mails, the outbox emptied first; answers their ids. */
  async function threeMails(): Promise<number[]> {
    const db = database.db.kysely
    await db.deleteFrom('outbox').execute()
    const now = new Date().toISOString()
    const rows = [1, 2, 3].map((n) => ({
      channel: 'mail',
      recipient: `s${n}@example.test`,
      subject: `mail ${n}`,
      body: 'b',
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    }))
    return (await db.insertInto('outbox').values(rows).returning('id').execute()).map((r) => r.id)
  }
  const outbox = () =>
    database.db.kysely.selectFrom('outbox').select(['id', 'status', 'claim', 'attempts', 'next_attempt_at']).orderBy('id').execute()
  const untouched = (id: number) => ({ id, status: 'pending', claim: null, attempts: 0, next_attempt_at: expect.any(String) })

  /** A mail sender that records subjects and calls `during` while the first mail is being sent. */
  function recordingSender(during: () => void = () => {}): MailSender & { sent: string[] } {
    const sent: string[] = []
    return {
      sent,
      async send(mail: Mail) {
        if (sent.length === 0) during()
        sent.push(mail.subject)
      },
    }
  }

  it('finishes the mail in flight and claims no other', async () => {
    const ids = await threeMails()
    let stopped: Promise<void> | undefined
    const mail = recordingSender(() => (stopped = worker.stop()))
    const worker = new OutboxWorker(new OutboxRepository(database.db.kysely), { mail, sms, push }, log)
    worker.start()
    await expect.poll(() => stopped !== undefined, { timeout: 10_000 }).toBe(true)
    await stopped
    expect(mail.sent).toEqual(['mail 1'])
    const rows = await outbox()
    expect(rows[0]).toMatchObject({ id: ids[0], status: 'sent', claim: null })
    expect(rows.slice(1)).toEqual([untouched(ids[1]!), untouched(ids[2]!)])
    expect(problems).toEqual([])
  })

  it('hands back, untried and due at once, a mail claimed after the stop was asked; another server sends it at once', async () => {
    const ids = await threeMails()
    let stopped: Promise<void> | undefined
    // The stop is asked while the first claim is on its way to the database.
    class StoppedWhileClaiming extends OutboxRepository {
      override claim(...args: Parameters<OutboxRepository['claim']>) {
        stopped ??= worker.stop()
        return super.claim(...args)
      }
    }
    const mail = recordingSender()
    const worker = new OutboxWorker(new StoppedWhileClaiming(database.db.kysely), { mail, sms, push }, log)
    worker.start()
    await expect.poll(() => stopped !== undefined, { timeout: 10_000 }).toBe(true)
    await stopped
    expect(mail.sent).toEqual([])
    const rows = await outbox()
    expect(rows).toEqual(ids.map(untouched))
    // All due now: the handed-back one is not left waiting for its lease (a minute away) to lapse.
    expect(rows.filter((r) => r.next_attempt_at > new Date().toISOString())).toEqual([])

    // Another server, whose lease lasts longer than this test may take, sends all three.
    const other = recordingSender()
    const next = new OutboxWorker(new OutboxRepository(database.db.kysely), { mail: other, sms, push }, log, {
      ...DEFAULT_TIMING,
      leaseMs: 600_000,
    })
    next.start()
    await expect.poll(() => other.sent.length, { timeout: 10_000 }).toBe(3)
    await next.stop()
    expect((await outbox()).map((r) => [r.status, r.claim, r.attempts])).toEqual([
      ['sent', null, 1],
      ['sent', null, 1],
      ['sent', null, 1],
    ])
    expect(problems).toEqual([])
  })
})
