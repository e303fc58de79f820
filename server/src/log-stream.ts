import pino from 'pino'

/**
 * The server's log lines, written to stdout in writes of 4 KB rather than one per line, and
 * at least once a second. Each request logs two lines, and their two write(2) calls were a
 * tenth of the server's CPU under suggest load (a CPU profile; system calls are dear on the
 * virtual machines we run on). pino writes what is left out when the process exits, a crash
 * included (log-stream.test.ts).
 */
export function bufferedStdout() {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false })
  // Without a callback: with one, sonic-boom also fsyncs stdout.
  setInterval(() => {
    try {
      destination.flush()
    } catch {
      // closed: the process is on its way out
    }
  }, 1000).unref()
  return destination
}
