import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
 * `count` server processes on one demo SQLite store (several servers, one database: DESIGN), serving
 * the built web app, believing the X-Forwarded-* of a proxy at 127.0.0.1 only (TRUST_PROXY).
 */
export async function startStores(count: number, env: Record<string, string> = {}): Promise<Stores> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-'))
  const common = {
    OWNER_TOKEN,
    STORE_SEED: 'demo',
    SQLITE_PATH: path.join(dir, 'store.sqlite'),
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
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
