import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { createJobQueue, type JobQueue } from './job-queue.ts'
import { liveJobValues } from './jobs-report.ts'

describe('the data of jobs waiting or running, from pg-boss', () => {
  let client: PGlite
  let db: Database
  let queue: JobQueue
  let release: () => void = () => {}
  const started: string[] = []
  beforeAll(async () => {
    client = await PGlite.create()
    db = drizzle(client) as unknown as Database
  })
  afterAll(async () => {
    release()
    await queue?.stop()
    await client?.close()
  })

  it('is empty before the queue ever started', async () => {
    expect(await liveJobValues(db, 'test.import', 'sessionId')).toEqual(new Set())
  })

  it('names the sessions of queued and running jobs, not of done ones nor of other queues', async () => {
    const held = new Promise<void>((resolve) => (release = resolve))
    queue = createJobQueue(db, { worker: { pollSeconds: 0.5, batchSize: 1 } })
    await queue.start(
      [
        {
          name: 'test.import',
          handle: async (data) => {
            const { sessionId } = data as { sessionId: string }
            started.push(sessionId)
            if (sessionId === 'running') await held
          },
        },
        { name: 'test.other', handle: async () => {} },
      ],
      { work: true },
    )
    await queue.sender.send('test.import', { sessionId: 'done' })
    while (!started.includes('done')) await new Promise((resolve) => setTimeout(resolve, 25))
    await queue.sender.send('test.import', { sessionId: 'running' })
    while (!started.includes('running')) await new Promise((resolve) => setTimeout(resolve, 25))
    // Worked one at a time: this one waits behind the running one.
    await queue.sender.send('test.import', { sessionId: 'queued' })
    await queue.sender.send('test.other', { sessionId: 'elsewhere' })
    const live = await liveJobValues(db, 'test.import', 'sessionId')
    expect([...live].sort()).toEqual(['queued', 'running'])
    release()
  }, 30_000)
})
