/**
 * The bound on a shutdown (SHUTDOWN_GRACE_SECONDS): once it has passed the process exits with
 * 1, whatever it still waits for (a request, a job, a database that does not answer). Returns
 * a way to lift it (a shutdown that finished in time exits by itself).
 */
export function boundShutdown({
  seconds,
  log,
  exit = (code: number) => process.exit(code),
}: {
  seconds: number
  log: (message: string) => void
  exit?: (code: number) => void
}): () => void {
  const timer = setTimeout(() => {
    log(`Still busy after ${seconds} s (SHUTDOWN_GRACE_SECONDS): exiting now`)
    exit(1)
  }, seconds * 1000)
  return () => clearTimeout(timer)
}
