import type { Container } from './container.ts'

/** What every area's routes share: the container built once in app.ts (decision 0010). */
export type AppContext = Container

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
}
