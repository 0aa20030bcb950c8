import type { Browser } from 'playwright-core'
import { loadConfig } from '../apps/server/src/config.ts'
import { buildApp } from '../apps/server/src/app.ts'
import { sha256 } from '../apps/server/src/admin/owner-token.ts'
import { CacheVersions } from '../apps/server/src/cache/versions.ts'
import { seedStore } from '../apps/server/src/seed/seed-store.ts'
import { createTestDatabase } from '../test/support/test-db.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { Arrivals, startSmtpServer } from '../test/support/message-servers.ts'
import { useServerAndBrowser } from './support/journey.ts'

/**
 * The demo store for the accounts journey, with mail through a real SMTP server on loopback
 * (smtp-server) and SMS left unconfigured, so SMS codes are printed the way `npm start` prints them
 * (decision 0014); the journey reads them from those lines.
 */
export async function startAccountsStore() {
  const smtp = await startSmtpServer()
  const printed = new Arrivals<string>()
  const database = await createTestDatabase()
  await seedStore({ db: database.db, versions: new CacheVersions(database.db.kysely, 0) }, 'demo')
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Bella Forno <orders@bella.example>' }
  const app = await buildApp({
    config: { ...loadConfig(env, []), cacheVersionTtlMs: 0 },
    db: database.db,
    ownerTokenHash: sha256(OWNER_TOKEN),
    print: (line) => printed.push(line),
    outboxTiming: { pollMs: 50 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    mails: smtp.mails,
    printed,
    async stop() {
      await app.close()
      await smtp.close()
      await database.drop()
    },
  }
}

export type AccountsStore = Awaited<ReturnType<typeof startAccountsStore>>

/** The 6-digit code in a mail or a printed SMS line. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no 6-digit code in: ${text}`)
  return code
}

export function useAccountsStoreAndBrowser(): { readonly browser: Browser; readonly store: AccountsStore } {
  return useServerAndBrowser(startAccountsStore)
}
