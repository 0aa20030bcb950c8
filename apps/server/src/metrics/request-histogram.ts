import { CustomMetric, type MetricValue } from './custom-metric.ts'

/** Upper bounds in seconds: a cached read takes well under a millisecond, a placed order a few. */
const BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

interface Series {
  method: string
  route: string
  status: number
  /** Per bound, then one more for above the last. */
  buckets: Float64Array
  sum: number
  count: number
}

/**
 * Requests by method, route pattern and status, with their latency (decision 0071): the histogram
 * Prometheus expects (`_bucket`, `_sum`, `_count`), kept in typed arrays. Recording one request is a
 * map look-up and a few additions, cheap enough for the cached reads the front answers.
 */
export class RequestHistogram {
  /** method → route → status → series: nested maps, so recording builds no key string. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>()

  readonly metric = new CustomMetric(
    'http_request_duration_seconds',
    'Requests by method, route pattern and status, and how long they took',
    'histogram',
    () => this.values(),
  )

  /** `route` is the route's pattern (never the raw URL, whose ids and queries are unbounded). */
  observe(method: string, route: string, status: number, seconds: number): void {
    let routes = this.series.get(method)
    if (routes === undefined) this.series.set(method, (routes = new Map()))
    let statuses = routes.get(route)
    if (statuses === undefined) routes.set(route, (statuses = new Map()))
    let series = statuses.get(status)
    if (series === undefined) {
      series = { method, route, status, buckets: new Float64Array(BOUNDS.length + 1), sum: 0, count: 0 }
      statuses.set(status, series)
    }
    let bucket = 0
    while (bucket < BOUNDS.length && seconds > BOUNDS[bucket]!) bucket += 1
    series.buckets[bucket]! += 1
    series.sum += seconds
    series.count += 1
  }

  private values(): MetricValue[] {
    const lines: MetricValue[] = []
    for (const statuses of [...this.series.values()].flatMap((routes) => [...routes.values()])) {
      for (const { method, route, status, buckets, sum, count } of statuses.values()) {
        const labels = { method, route, status }
        let below = 0
        BOUNDS.forEach((bound, i) => {
          below += buckets[i]!
          lines.push({ metricName: `${this.metric.name}_bucket`, labels: { ...labels, le: bound }, value: below })
        })
        lines.push({ metricName: `${this.metric.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count })
        lines.push({ metricName: `${this.metric.name}_sum`, labels, value: sum })
        lines.push({ metricName: `${this.metric.name}_count`, labels, value: count })
      }
    }
    return lines
  }
}
