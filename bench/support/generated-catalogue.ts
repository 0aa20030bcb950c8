import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServerProcess, type ServerProcess } from '../../test/support/server-process.ts'
import { onThrowawayPostgres } from './postgres.ts'

/** The size of the generated catalogue the owner's and the search benches measure. */
export const PRODUCTS = 100_000
const root = path.resolve(import.meta.dirname, '../..')

const generate = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/generate-catalog.ts', '--products', String(PRODUCTS), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })

/**
 * Runs `measure` against a store server on the generated catalogue, first on SQLite (made once into
 * .bench/, BENCH_REGENERATE makes it again), then on a throwaway PostgreSQL database `database`.
 */
export async function onGeneratedCatalogue(
  database: string,
  env: Record<string, string>,
  measure: (name: 'SQLite' | 'PostgreSQL', server: ServerProcess) => Promise<void>,
): Promise<void> {
  const benchDir = path.join(root, '.bench')
  fs.mkdirSync(benchDir, { recursive: true })
  const file = path.join(benchDir, `catalog-${PRODUCTS}.sqlite`)
  if (!fs.existsSync(file) || process.env.BENCH_REGENERATE) generate(['--file', file])
  const sqlite = await startServerProcess({ ...env, SQLITE_PATH: file })
  await measure('SQLite', sqlite)
  await sqlite.stop()
  await onThrowawayPostgres(database, env, async (server, url) => {
    generate(['--postgres'], { DATABASE_URL: url })
    await measure('PostgreSQL', server)
  })
}
