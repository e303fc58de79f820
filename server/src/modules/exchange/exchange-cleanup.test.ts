import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ExchangeRepository } from './exchange.repository.ts'
import { createExchangeCleanup } from './exchange-cleanup.ts'

/** Sessions 1C left a day ago, in a repository that drops what it is told to. */
function staleSessions(ids: string[]) {
  const dropped: string[] = []
  const exchange = {
    staleSessions: async () => ids,
    dropSession: async (id: string) => {
      dropped.push(id)
      return []
    },
    log: async () => {},
    dropUploadsBefore: async () => 0,
    sessionIds: async () => ids.filter((id) => !dropped.includes(id)),
  } as unknown as ExchangeRepository
  return { exchange, dropped }
}

describe('the exchange cleanup and imports under way', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  function uploads(ids: string[]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-cleanup-'))
    dirs.push(dir)
    for (const id of ids) fs.mkdirSync(path.join(dir, id))
    return dir
  }

  it('spares a session with an import job queued or running in any process', async () => {
    const { exchange, dropped } = staleSessions(['quiet', 'queued-elsewhere', 'running-here'])
    const uploadsDir = uploads(['quiet', 'queued-elsewhere', 'running-here'])
    const cleanup = createExchangeCleanup({
      exchange,
      uploadsDir,
      ttlHours: 24,
      busySessions: () => new Set(['running-here']),
      importingSessions: async () => new Set(['queued-elsewhere']),
      now: () => new Date(),
      log: () => {},
    })
    expect(await cleanup.runOnce()).toBe(1)
    expect(dropped).toEqual(['quiet'])
    expect(fs.readdirSync(uploadsDir).sort()).toEqual(['queued-elsewhere', 'running-here'])
  })

  it('drops nothing when the job queue cannot say which sessions import', async () => {
    const { exchange, dropped } = staleSessions(['quiet'])
    const cleanup = createExchangeCleanup({
      exchange,
      uploadsDir: uploads(['quiet']),
      ttlHours: 24,
      busySessions: () => new Set(),
      importingSessions: () => Promise.reject(new Error('database gone')),
      now: () => new Date(),
      log: () => {},
    })
    await expect(cleanup.runOnce()).rejects.toThrow('database gone')
    expect(dropped).toEqual([])
  })
})
