import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import type { CacheVersions } from './cache/versions.ts'
import type { ResponseCache } from './cache/response-cache.ts'

/** What every area's routes and services share; built once in app.ts. */
export interface AppContext {
  config: Config
  db: Db
  versions: CacheVersions
  responses: ResponseCache
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
}
