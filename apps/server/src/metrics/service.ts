import { collectDefaultMetrics, Registry } from 'prom-client'
import { CustomMetric, type MetricValue } from './custom-metric.ts'
import { RequestHistogram } from './request-histogram.ts'
import type { MetricsRepository, OrderCounts } from './repository.ts'

/** A PostgreSQL pool's connections now (pg.Pool's counts); SQLite has one connection and no pool. */
export interface PoolUse {
  max: number
  open: number
  idle: number
  waiting: number
}

/** Which cache answered a read: the front before Fastify (decision 0032), or sendCached inside it. */
export type CacheLayer = 'front' | 'app'

/**
 * /metrics (decision 0071), in Prometheus's text format through prom-client: requests with their
 * latency by route and status, cache hits and misses, the process's event-loop delay and memory
 * (prom-client's defaults), database pool use, and store-wide figures read at each scrape (orders
 * placed, cancelled and refunded, the outbox's backlog and failures, how late each job queue runs).
 * Only built when METRICS_TOKEN or METRICS_PORT is set: without them nothing is counted.
 */
export class MetricsService {
  readonly registry = new Registry()
  readonly requests = new RequestHistogram()
  private readonly cache = { front: { hits: 0 }, app: { hits: 0, misses: 0 } }
  // One query for the three order figures, and one for the two outbox figures, per scrape.
  private readonly orderCounts: () => Promise<OrderCounts>
  private readonly outbox: () => Promise<{ backlog: number; failed: number }>

  constructor(
    private readonly repo: MetricsRepository,
    private readonly poolUse: (() => PoolUse) | null,
  ) {
    this.orderCounts = this.forOneScrape(() => repo.orderCounts())
    this.outbox = this.forOneScrape(() => repo.outbox())
    collectDefaultMetrics({ register: this.registry })
    for (const metric of this.storeMetrics()) this.registry.registerMetric(metric as never)
  }

  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE

  /** Numbers each scrape: the figures that share a query read it once per scrape. */
  private scrape = 0

  text(): Promise<string> {
    this.scrape += 1
    return this.registry.metrics()
  }

  private forOneScrape<T>(read: () => Promise<T>): () => Promise<T> {
    let last: { scrape: number; answer: Promise<T> } | undefined
    return () => {
      if (last?.scrape !== this.scrape) last = { scrape: this.scrape, answer: read() }
      return last.answer
    }
  }

  cacheHit(layer: CacheLayer): void {
    this.cache[layer].hits += 1
  }

  cacheMiss(): void {
    this.cache.app.misses += 1
  }

  private storeMetrics(): CustomMetric[] {
    const metrics = [
      new CustomMetric('store_cache_hits_total', 'Cached reads answered from the response cache, by where', 'counter', () => [
        { labels: { answered_by: 'front' }, value: this.cache.front.hits },
        { labels: { answered_by: 'app' }, value: this.cache.app.hits },
      ]),
      new CustomMetric('store_cache_misses_total', 'Cached reads computed because the response cache had no answer', 'counter', () => [
        { labels: {}, value: this.cache.app.misses },
      ]),
      this.requests.metric,
      // Store-wide, from the database: every server reports the same figure (take the max, not the sum).
      fromDatabase('store_orders_placed_total', 'Orders placed, store-wide', 'counter', async () => [
        { labels: {}, value: (await this.orderCounts()).placed },
      ]),
      fromDatabase('store_orders_cancelled_total', 'Orders cancelled, store-wide', 'counter', async () => [
        { labels: {}, value: (await this.orderCounts()).cancelled },
      ]),
      fromDatabase('store_orders_refunded_total', 'Orders with money refunded, store-wide', 'counter', async () => [
        { labels: {}, value: (await this.orderCounts()).refunded },
      ]),
      fromDatabase('store_outbox_backlog', 'Mails and SMS waiting to be sent', 'gauge', async () => [
        { labels: {}, value: (await this.outbox()).backlog },
      ]),
      fromDatabase('store_outbox_failed', 'Mails and SMS given up after every try', 'gauge', async () => [
        { labels: {}, value: (await this.outbox()).failed },
      ]),
      fromDatabase(
        'store_job_lag_seconds',
        'How long the oldest due row of each job queue has waited past its time (0: none)',
        'gauge',
        async () => {
          const now = Date.now()
          return (await this.repo.oldestDue(new Date(now).toISOString())).map(({ queue, dueSince }) => ({
            labels: { queue },
            value: dueSince === null ? 0 : Math.max(0, (now - Date.parse(dueSince)) / 1000),
          }))
        },
      ),
    ]
    const pool = this.poolUse
    if (pool)
      metrics.push(
        new CustomMetric(
          'store_db_pool_connections',
          'PostgreSQL connections of this server: open, idle, the most it opens, and queries waiting for one',
          'gauge',
          () => {
            const { max, open, idle, waiting } = pool()
            return [
              { labels: { state: 'open' }, value: open },
              { labels: { state: 'idle' }, value: idle },
              { labels: { state: 'in_use' }, value: open - idle },
              { labels: { state: 'max' }, value: max },
              { labels: { state: 'waiting' }, value: waiting },
            ]
          },
        ),
      )
    return metrics
  }
}

/** A figure read from the database at the scrape; when the database does not answer, it is left out, not the whole scrape. */
function fromDatabase(name: string, help: string, type: 'counter' | 'gauge', read: () => Promise<MetricValue[]>): CustomMetric {
  return new CustomMetric(name, help, type, () => read().catch(() => []))
}
