import autocannon from 'autocannon'

export interface LoadResult {
  name: string
  p50: number
  p95: number
  p99: number
  requestsPerSecond: number
  errors: number
  /** Every response time, sorted (to pool rounds of the same server). */
  times: number[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0

/**
 * Loads one endpoint with autocannon and records every response time, because autocannon's
 * own summary has no p95. Bounded in time and only ever aimed at the local server.
 */
export async function loadEndpoint(options: {
  name: string
  url: string
  paths: string[]
  headers?: Record<string, string>
  seconds?: number
  connections?: number
}): Promise<LoadResult> {
  const times: number[] = []
  let errors = 0
  // One turn through the paths across all connections (not each connection in step through the
  // same list): ten connections ask for ten different addresses at once, as visitors would.
  let next = 0
  const instance = autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          path: options.paths[next++ % options.paths.length],
        }),
      },
    ],
  })
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status >= 400) errors += 1
    times.push(time)
  })
  const result = await instance
  return summarize(options.name, times, {
    requestsPerSecond: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  })
}

/** Percentiles of response times (in any order). */
export function summarize(
  name: string,
  times: number[],
  { requestsPerSecond, errors }: { requestsPerSecond: number; errors: number },
): LoadResult {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requestsPerSecond,
    errors,
    times: sorted,
  }
}
