import pg from 'pg'
import { findPostgresBin, startCluster } from '../../test/support/postgres-cluster.ts'
import { startServerProcess, type ServerProcess } from '../../test/support/server-process.ts'

/**
 * Runs `measure` against a store server on a fresh PostgreSQL database named `database` (dropped and
 * made again): on DATABASE_URL's server when set, else on a throwaway cluster from this machine's
 * PostgreSQL binaries. Without either it says PostgreSQL was not measured.
 */
export async function onThrowawayPostgres(
  database: string,
  env: Record<string, string>,
  measure: (server: ServerProcess, url: string) => Promise<void>,
): Promise<void> {
  const bin = findPostgresBin()
  if (!bin && !process.env.DATABASE_URL) {
    console.log('PostgreSQL     not measured: no PostgreSQL server binaries on this machine')
    return
  }
  const cluster = process.env.DATABASE_URL ? null : await startCluster(bin!)
  const adminUrl = process.env.DATABASE_URL ?? cluster!.url
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${database}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const server = await startServerProcess({ ...env, DATABASE_URL: url.toString() })
  await measure(server, url.toString())
  await server.stop()
  cluster?.stop()
}
