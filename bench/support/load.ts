import autocannon from 'autocannon'

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
}

/** Fixed-duration load from this process (the servers run in their own processes). */
export async function load(
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: options.seconds ?? 5, connections: options.connections ?? 20, headers: options.headers })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** Latency of distinct requests one after another (each misses the response cache). */
export async function sequentialLatency(urls: string[]): Promise<{ p50: number; p95: number; p99: number }> {
  const times: number[] = []
  for (const url of urls) {
    const start = process.hrtime.bigint()
    const res = await fetch(url)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}
