import type { TestProject } from 'vitest/node'
import { findPostgresBin, startCluster } from './postgres-cluster.ts'
import { runningInCI } from './ci.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** Admin URL of the PostgreSQL server for this run, or null when none is available (never in CI). */
    pgAdminUrl: string | null
  }
}

/** DATABASE_URL wins; otherwise a throwaway cluster. In CI (test/support/ci.ts) a missing PostgreSQL fails the run. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.DATABASE_URL)
    return
  }
  const bin = findPostgresBin()
  if (!bin) {
    if (runningInCI)
      throw new Error('In CI (CI is set) but PostgreSQL (initdb/pg_ctl) is not installed: the PostgreSQL suite must run in CI.')
    console.warn('\n  PostgreSQL not found (no initdb/pg_ctl): SKIPPING the api-postgres suite. Install postgresql to run it.\n')
    project.provide('pgAdminUrl', null)
    return
  }
  const cluster = await startCluster(bin)
  project.provide('pgAdminUrl', cluster.url)
  return () => cluster.stop()
}
