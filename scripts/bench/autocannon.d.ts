// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Array<{
      method: string
      path?: string
      /** Called before each request of a connection: the request to send. */
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>
    }>
  }
  interface Result {
    requests: { average: number }
    errors: number
    timeouts: number
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (...args: never[]) => void): void
  }
  export default function autocannon(options: Options): Instance
}
