import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess } from '../support/server-process.ts'
import { createTestDatabase, databaseAvailable, type TestDatabase } from '../support/test-db.ts'

/**
 * A real server process sent SIGTERM while it is sending a mail (decision 0081): it finishes that mail,
 * exits 0, and leaves no outbox row claimed, so another server has nothing to wait for. The SMTP server
 * (smtp-server, on loopback) holds the first mail until the server has been told to stop.
 */
describe.skipIf(!databaseAvailable)('job leases after SIGTERM', () => {
  let database: TestDatabase
  let smtp: SMTPServer
  let port = 0
  const arrived: string[] = []
  let release = () => {}
  const firstArrived = new Promise<void>((resolve) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        stream.resume()
        stream.on('end', () => {
          arrived.push(session.envelope.rcptTo[0]!.address)
          if (arrived.length > 1) return callback()
          release = () => callback()
          resolve()
        })
      },
    })
  })
  beforeAll(async () => {
    database = await createTestDatabase()
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    port = (smtp.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    release()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await database?.drop()
  })

  it('finishes the mail in flight, exits 0 and leaves no row claimed', { timeout: 60_000 }, async () => {
    const db = database.db.kysely
    const now = new Date().toISOString()
    const mail = (n: number) => ({
      channel: 'mail',
      recipient: `s${n}@example.test`,
      subject: 's',
      body: 'b',
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    await db.insertInto('outbox').values([1, 2, 3, 4].map(mail)).execute()
    const server = await startServerProcess({
      STORE_SEED: 'empty',
      WEB_DIST_DIR: '/nonexistent',
      OWNER_TOKEN: 'owner-token-of-this-test-0123456789',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'shop@example.test',
      LOG_LEVEL: 'info',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { SQLITE_PATH: database.sqlitePath }),
    })
    await firstArrived
    // The mail is in flight: its row is claimed by this server.
    expect(await db.selectFrom('outbox').select('status').where('claim', 'is not', null).execute()).toEqual([{ status: 'sending' }])
    const closing = new Promise<void>((resolve) => {
      let output = ''
      server.child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('"msg":"closing"')) resolve()
      })
    })
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    server.child.kill('SIGTERM')
    await closing
    release()
    expect(await exited).toBe(0)

    const rows = await db.selectFrom('outbox').select(['recipient', 'status', 'claim']).orderBy('id').execute()
    expect(rows.filter((r) => r.claim !== null || r.status === 'sending')).toEqual([])
    expect(rows[0]).toEqual({ recipient: 's1@example.test', status: 'sent', claim: null })
    // What the server did not send is left for another: waiting, unclaimed.
    for (const row of rows.slice(1)) expect(['sent', 'pending']).toContain(row.status)
  })
})
