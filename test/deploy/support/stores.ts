import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts'
import { OWNER_TOKEN } from '../../support/test-app.ts'

const root = path.resolve(import.meta.dirname, '../../..')

export interface Stores {
  servers: ServerProcess[]
  /** The servers' host:port, as nginx's upstream lists them. */
  addresses(): string[]
  /** Starts server `i` again on its port (after it was stopped), and waits until it listens. */
  start(i: number): Promise<ServerProcess>
  stop(): Promise<void>
}

/**
 * The one database the servers share: a new PostgreSQL database on the test run's server (the README's
 * several-machines set-up), or a new SQLite file (its one-machine set-up).
 */
export type StoreDatabase = { kind: 'postgres'; adminUrl: string } | { kind: 'sqlite' }

/** A new, empty database for the servers (the first to start migrates and fills it), and how to drop it. */
async function createDatabase(database: StoreDatabase, dir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (database.kind === 'sqlite') return { env: { SQLITE_PATH: path.join(dir, 'store.sqlite') }, drop: async () => {} }
  const name = `deploy_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: database.adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(database.adminUrl)
  url.pathname = `/${name}`
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * `count` server processes on one demo store (several servers, one database: DESIGN), serving the
 * built web app, believing the X-Forwarded-* of a proxy at 127.0.0.1 only (TRUST_PROXY).
 */
export async function startStores(count: number, database: StoreDatabase, env: Record<string, string> = {}): Promise<Stores> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-'))
  const store = await createDatabase(database, dir)
  const common = {
    OWNER_TOKEN,
    STORE_SEED: 'demo',
    ...store.env,
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    TRUST_PROXY: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://localhost',
    ...env,
  }
  // One after the other: the first migrates and fills the new database.
  const servers: ServerProcess[] = []
  for (let i = 0; i < count; i++) servers.push(await startServerProcess(common))
  return {
    servers,
    addresses: () => servers.map((s) => new URL(s.url).host),
    async start(i) {
      servers[i] = await startServerProcess({ ...common, PORT: new URL(servers[i]!.url).port })
      return servers[i]
    },
    async stop() {
      await Promise.all(servers.map((s) => s.stop()))
      await store.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
