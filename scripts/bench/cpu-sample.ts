import fs from 'node:fs'

const ticksPerSecond = 100

/** User + system time of a process from /proc/<pid>/stat (fields 14 and 15), in ms; NaN when gone. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return Number.NaN
  }
}

/**
 * Time on CPU of each live thread of a process so far, in ms at nanosecond precision
 * (/proc/<pid>/task/<tid>/schedstat), by thread id; empty when gone. A thread that ended is no
 * longer there: compare two readings thread by thread.
 */
export function threadsCpuMs(pid: number): Map<number, number> {
  const threads = new Map<number, number>()
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        const ns = Number(
          fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0],
        )
        threads.set(Number(tid), ns / 1e6)
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // the process ended
  }
  return threads
}

/** The machine's busy and total time from /proc/stat, in ticks (all cores). */
function machineTicks(): { busy: number; total: number } {
  try {
    const [, ...values] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/)
    const ticks = values.filter(Boolean).map(Number)
    const total = ticks.reduce((sum, value) => sum + value, 0)
    return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total }
  } catch {
    return { busy: Number.NaN, total: Number.NaN }
  }
}

/**
 * CPU used by named groups of processes between `start()` and `stop()`, in % of one core (100 =
 * one core busy the whole time), and the whole machine's, in % of all its cores together
 * (200 on two cores). Processes that end meanwhile count as 0 (read wrk's own while it runs).
 */
export function cpuSampler(groups: () => Record<string, Array<number | undefined>>) {
  let before = new Map<number, number>()
  let machineBefore = machineTicks()
  let started = 0
  const read = () => {
    const now = new Map<number, number>()
    for (const pids of Object.values(groups())) {
      for (const pid of pids) if (pid) now.set(pid, processCpuMs(pid))
    }
    return now
  }
  return {
    start() {
      before = read()
      machineBefore = machineTicks()
      started = performance.now()
    },
    stop(cores: number): Record<string, number> & { machine: number } {
      const wall = performance.now() - started
      const after = read()
      const machine = machineTicks()
      const used: Record<string, number> = {}
      for (const [group, pids] of Object.entries(groups())) {
        let ms = 0
        for (const pid of pids) {
          const delta = (after.get(pid ?? -1) ?? Number.NaN) - (before.get(pid ?? -1) ?? Number.NaN)
          if (Number.isFinite(delta)) ms += delta
        }
        used[group] = (ms / wall) * 100
      }
      const busy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)
      return { ...used, machine: busy * 100 * cores }
    },
  }
}
