import pino from 'pino'

/** How long a line may wait in the buffer before it is written out. */
const flushWithinMs = 1000

/**
 * The server's log lines, written to stdout in writes of 4 KB rather than one per line, and
 * at most a second after they were logged. Each request logs two lines, and their two write(2)
 * calls were a tenth of the server's CPU under suggest load (a CPU profile; system calls are
 * dear on the virtual machines we run on). pino writes what is left out when the process
 * exits, a crash included (log-stream.test.ts).
 *
 * The second is counted from the first line still waiting: a one-shot timer armed by a write,
 * not a timer every second for the process's life (an idle process is not woken for nothing;
 * periodic work belongs on the job queue, docs/background-jobs.md).
 */
export function bufferedStdout() {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false })
  let armed: NodeJS.Timeout | null = null
  const flush = () => {
    armed = null
    try {
      // Without a callback: with one, sonic-boom also fsyncs stdout.
      destination.flush()
    } catch {
      // closed: the process is on its way out
    }
  }
  const write = destination.write.bind(destination)
  destination.write = (data: string) => {
    const written = write(data)
    if (!armed) {
      armed = setTimeout(flush, flushWithinMs)
      armed.unref()
    }
    return written
  }
  return destination
}
