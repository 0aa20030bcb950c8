// First: an unsupported Node stops here with one sentence, before a native module loads (decision 0035).
import '../launch/supported-node.mjs'
import { loadConfig } from './config.ts'
import { buildApp } from './app.ts'
import { prepareDatabase } from './boot.ts'
import { listenForMetrics } from './metrics/loopback-server.ts'

/**
 * Starts one server process: listen, and close gracefully on SIGINT/SIGTERM (in-flight requests finish).
 * On SIGTERM (a deploy's or an orchestrator's stop) it first drains: /readyz answers 503 for DRAIN_MS
 * while everything else is still served, so the load balancer stops sending before the port closes.
 */
async function main() {
  const config = loadConfig()
  const { db, ownerTokenHash } = await prepareDatabase(config, (line) => console.log(line))
  // print: the development outbox's codes and mails go to the terminal as plain lines a person can read.
  const app = await buildApp({ config, db, ownerTokenHash, logger: { level: config.logLevel }, print: (line) => console.log(line) })
  // METRICS_PORT: /metrics without a token, on loopback only (decision 0071).
  const { metrics } = app.ctx
  const metricsServer = metrics && config.metrics.port !== null ? await listenForMetrics(metrics, config.metrics.port) : null
  let closing = false
  const close = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'closing')
    if (signal === 'SIGTERM' && config.drainMs > 0) {
      app.ctx.readiness.startDraining()
      await new Promise((resolve) => setTimeout(resolve, config.drainMs))
    }
    metricsServer?.close()
    await app.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
  console.log(
    `Storefront running at http://localhost:${(app.server.address() as { port: number }).port} (${db.dialect === 'postgres' ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`})`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
