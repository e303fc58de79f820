import { describe, expect, it } from 'vitest'
import { jobSettingsFrom } from './job-settings.ts'

describe('job settings', () => {
  it('work the queue in the web process by default, polling every half second', () => {
    expect(jobSettingsFrom({})).toEqual({ worker: true, pollSeconds: 0.5, batchSize: 5 })
  })

  it('JOBS_WORKER=off leaves the jobs to npm run worker; nonsense stops the start', () => {
    expect(jobSettingsFrom({ JOBS_WORKER: 'off' }).worker).toBe(false)
    expect(jobSettingsFrom({ JOBS_WORKER: 'ON' }).worker).toBe(true)
    expect(() => jobSettingsFrom({ JOBS_WORKER: 'sometimes' })).toThrow(/JOBS_WORKER/)
    expect(() => jobSettingsFrom({ JOBS_POLL_SECONDS: '0.1' })).toThrow(/JOBS_POLL_SECONDS/)
    expect(() => jobSettingsFrom({ JOBS_BATCH_SIZE: '0' })).toThrow(/JOBS_BATCH_SIZE/)
    expect(jobSettingsFrom({ JOBS_POLL_SECONDS: '2', JOBS_BATCH_SIZE: '20' })).toMatchObject({
      pollSeconds: 2,
      batchSize: 20,
    })
  })
})
