import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bufferedStdout } from './log-stream.ts'

const logStream = fileURLToPath(new URL('./log-stream.ts', import.meta.url))

/** Runs a script in a child process with this module's logger, returning what it printed. */
function run(script: string) {
  const code = `import pino from 'pino'; import { bufferedStdout } from ${JSON.stringify(logStream)};
    const log = pino(bufferedStdout()); ${script}`
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
  })
}

describe('the server log stream', () => {
  it('writes out the last lines when the process crashes', () => {
    const child = run(`log.info('before the crash'); throw new Error('boom')`)
    expect(child.status).not.toBe(0)
    expect(child.stdout).toContain('before the crash')
  })

  it('writes lines out within a second while the process runs on', () => {
    const child = run(`log.info('still running');
      setTimeout(() => { process.kill(process.pid, 'SIGKILL') }, 1500)`)
    expect(child.stdout).toContain('still running')
  })
})

describe('the server log stream when idle', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a timer only while a line waits: an idle process is not woken every second', () => {
    vi.useFakeTimers()
    const stream = bufferedStdout()
    expect(vi.getTimerCount()).toBe(0)
    stream.write('')
    stream.write('')
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(vi.getTimerCount()).toBe(0)
  })
})
