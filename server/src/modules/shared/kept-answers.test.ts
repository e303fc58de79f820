import { describe, expect, it, vi } from 'vitest'
import { createKeptAnswers } from './kept-answers.ts'

describe('answers kept for everyone', () => {
  it('gives the same answer to the same question until its time is up, then finds it again', async () => {
    let now = 1000
    const answers = createKeptAnswers({ ttlMs: 5000, staleMs: 0, now: () => now })
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

  it('past its time gives the old answer while one search finds it anew, for its stale time only', async () => {
    let now = 1000
    const answers = createKeptAnswers({ ttlMs: 5000, staleMs: 3000, now: () => now })
    let finish: (value: string) => void = () => {}
    const waiting = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const found = vi.fn(async () => 'первый')
    expect(await answers.kept(['колодка'], found)).toBe('первый')
    now += 5000
    // Nobody waits for the search: the old answer, and one search begun for all of them.
    expect(await answers.kept(['колодка'], waiting)).toBe('первый')
    expect(await answers.kept(['колодка'], waiting)).toBe('первый')
    expect(waiting).toHaveBeenCalledTimes(1)
    finish('второй')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await answers.kept(['колодка'], found)).toBe('второй')
    // Past the stale time as well: found again, and waited for.
    now += 8001
    expect(await answers.kept(['колодка'], async () => 'третий')).toBe('третий')
  })

  it('a refresh that fails leaves the old answer; one begun before a clear is not kept', async () => {
    let now = 1000
    const answers = createKeptAnswers({ ttlMs: 5000, now: () => now })
    await answers.kept(['ман'], async () => 'старый')
    now += 6000
    expect(
      await answers.kept(['ман'], async () => Promise.reject(new Error('database gone'))),
    ).toBe('старый')
    await new Promise((resolve) => setTimeout(resolve, 0))
    let finish: (value: string) => void = () => {}
    expect(
      await answers.kept(['ман'], () => new Promise<string>((resolve) => (finish = resolve))),
    ).toBe('старый')
    answers.clear()
    finish('до смены каталога')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await answers.kept(['ман'], async () => 'после')).toBe('после')
  })
})
