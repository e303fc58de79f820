import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { processCpuMs } from './cpu-sample.ts'

/** Debian's wrk (`apt-get install wrk`) when installed: a C load generator, far lighter than autocannon. */
export function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined
}

/**
 * Loads `paths` in turn on `url` with wrk (one thread, `connections` connections) for `seconds`;
 * good answers (status below 400) per second, failed ones (status ≥ 400, socket errors, timeouts) and the CPU wrk
 * itself used, in % of one core. Only ever aimed at processes the bench started on loopback.
 */
export async function wrkLoad(options: {
  url: string
  paths: string[]
  headers?: Record<string, string>
  seconds: number
  connections: number
}): Promise<{ requestsPerSecond: number; errors: number; cpuPercent: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-wrk-'))
  const script = path.join(dir, 'paths.lua')
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n')
  // One turn through the paths across all connections, as api-load.ts does with autocannon.
  fs.writeFileSync(
    script,
    `local paths = {${options.paths.map((p) => JSON.stringify(p)).join(', ')}}
local next = 0
${headers}
request = function()
  next = next + 1
  return wrk.format("GET", paths[(next % #paths) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d\\n", summary.requests, summary.duration,
    e.connect + e.read + e.write + e.status + e.timeout, e.status))
end
`,
  )
  try {
    const child = spawn(
      'wrk',
      ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, options.url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    // wrk's own CPU, read while it runs (its /proc entry goes when it exits).
    let cpuMs = 0
    const sample = setInterval(() => {
      const ms = processCpuMs(child.pid)
      if (Number.isFinite(ms)) cpuMs = ms
    }, 100)
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    clearInterval(sample)
    const result = /RESULT (\d+) (\d+) (\d+) (\d+)/.exec(output)
    if (code !== 0 || !result) throw new Error(`wrk failed (${code}):\n${output}`)
    const seconds = Number(result[2]) / 1e6
    return {
      // Answers that went well: a balancer with no server up answers 503 at once.
      requestsPerSecond: (Number(result[1]) - Number(result[4])) / seconds,
      errors: Number(result[3]),
      cpuPercent: cpuMs / 10 / options.seconds,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
