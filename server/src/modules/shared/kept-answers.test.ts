import { describe, expect, it, vi } from 'vitest'
import { createKeptAnswers } from './kept-answers.ts'

describe('answers kept for everyone', () => {
  it('gives the same answer to the same question until its time is up, then finds it again', async () => {
    let now = 1000
    const answers = createKeptAnswers({ ttlMs: 5000, now: () => now })
    const find = vi.fn(async () => ({ found: find.mock.calls.length }))
    const first = await answers.kept(['best', 'камаз'], find)
    expect(await answers.kept(['best', 'камаз'], find)).toBe(first)
    await answers.kept(['best', 'ман'], find)
    await answers.kept(['best', 'камаз', { strict: false }], find)
    expect(find).toHaveBeenCalledTimes(3)
    now += 5001
    expect(await answers.kept(['best', 'камаз'], find)).not.toBe(first)
    expect(find).toHaveBeenCalledTimes(4)
  })

  it('finds once for visitors asking at the same time, and keeps no failure', async () => {
    const answers = createKeptAnswers({ ttlMs: 5000 })
    let fail = true
    const find = vi.fn(async () => {
      if (fail) throw new Error('database gone')
      return 'страница'
    })
    const asked = await Promise.allSettled([
      answers.kept(['page', 'фильтр'], find),
      answers.kept(['page', 'фильтр'], find),
    ])
    expect(asked.map((a) => a.status)).toEqual(['rejected', 'rejected'])
    expect(find).toHaveBeenCalledTimes(1)
    fail = false
    expect(await answers.kept(['page', 'фильтр'], find)).toBe('страница')
    expect(find).toHaveBeenCalledTimes(2)
  })

  it('forgets every answer when told, and keeps none with no time set', async () => {
    const answers = createKeptAnswers({ ttlMs: 5000 })
    const find = vi.fn(async () => ({}))
    const first = await answers.kept(['стартер'], find)
    answers.clear()
    expect(await answers.kept(['стартер'], find)).not.toBe(first)
    const off = createKeptAnswers({ ttlMs: 0 })
    await off.kept(['стартер'], find)
    await off.kept(['стартер'], find)
    expect(find).toHaveBeenCalledTimes(4)
  })
})
