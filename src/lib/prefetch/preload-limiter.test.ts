import { describe, expect, it, vi } from 'vitest'
import { limitPreloads, maxParallelPreloads, shouldSkipPreload } from './preload-limiter.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('route preload limiter', () => {
  it('runs at most four preloads at once and starts the next when one finishes', async () => {
    const pending: Array<ReturnType<typeof deferred<string>>> = []
    const preload = vi.fn((path: string) => {
      const task = deferred<string>()
      pending.push(task)
      return task.promise.then(() => path)
    })
    const limited = limitPreloads(preload, { connection: () => undefined })
    const results = ['/a', '/b', '/c', '/d', '/e', '/f'].map((path) => limited(path))
    await flush()
    expect(maxParallelPreloads).toBe(4)
    expect(preload).toHaveBeenCalledTimes(4)

    pending[0]?.resolve('done')
    await flush()
    expect(preload).toHaveBeenCalledTimes(5)
    expect(preload).toHaveBeenLastCalledWith('/e')
    await expect(results[0]).resolves.toBe('/a')
  })

  it('a failed preload frees its slot and keeps its error', async () => {
    const first = deferred<string>()
    const preload = vi
      .fn<(path: string) => Promise<string>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue('ok')
    const limited = limitPreloads(preload, { max: 1, connection: () => undefined })
    const failing = limited('/a')
    const next = limited('/b')
    await flush()
    expect(preload).toHaveBeenCalledTimes(1)
    first.reject(new Error('chunk missing'))
    await expect(failing).rejects.toThrow('chunk missing')
    await expect(next).resolves.toBe('ok')
  })

  it('skips preloading in data-saver mode', async () => {
    const preload = vi.fn(async () => 'loaded')
    const limited = limitPreloads(preload, { connection: () => ({ saveData: true }) })
    await expect(limited()).resolves.toBeUndefined()
    expect(preload).not.toHaveBeenCalled()
  })

  it('skips preloading on 2g and slow-2g but not on 3g', () => {
    expect(shouldSkipPreload({ effectiveType: '2g' })).toBe(true)
    expect(shouldSkipPreload({ effectiveType: 'slow-2g' })).toBe(true)
    expect(shouldSkipPreload({ effectiveType: '3g' })).toBe(false)
    expect(shouldSkipPreload({ effectiveType: '4g', saveData: false })).toBe(false)
    expect(shouldSkipPreload(undefined)).toBe(false)
  })

  it('reads the connection at every call', async () => {
    let connection = { effectiveType: '4g' }
    const preload = vi.fn(async () => 'loaded')
    const limited = limitPreloads(preload, { connection: () => connection })
    await limited()
    connection = { effectiveType: '2g' }
    await limited()
    expect(preload).toHaveBeenCalledTimes(1)
  })
})
