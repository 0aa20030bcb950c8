/** One line of a metric: its labels and value (prom-client's shape). */
export interface MetricValue {
  labels: Record<string, string | number>
  value: number
  metricName?: string
}

/**
 * A metric prom-client's Registry prints by calling get() at each scrape (the Registry accepts any
 * object with a name and get()). The store's counts are kept in plain numbers and fields where they
 * happen, and turned into lines only here: prom-client's own metrics hash their labels on every
 * inc() or observe(), which a cached read cannot afford (decision 0071).
 */
export class CustomMetric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'counter' | 'gauge' | 'histogram',
    private readonly values: () => MetricValue[] | Promise<MetricValue[]>,
  ) {}

  readonly aggregator = 'sum'

  async get(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: string }> {
    return { name: this.name, help: this.help, type: this.type, values: await this.values(), aggregator: this.aggregator }
  }
}
