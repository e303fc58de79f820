import { describe, expect, it } from 'vitest'
import { busCore, memoryCatalogueBus, reconnectDelayMs } from './catalogue-bus.ts'
import { redisCatalogueChannel } from './redis-bus.ts'

describe('the catalogue bus', () => {
  it('in one process: every listener hears a change at once, until it unsubscribes', async () => {
    const bus = memoryCatalogueBus()
    const heard: string[] = []
    const stop = bus.subscribe(() => heard.push('a'))
    bus.subscribe(() => heard.push('b'))
    await bus.publish()
    expect(heard).toEqual(['a', 'b'])
    stop()
    await bus.publish()
    expect(heard).toEqual(['a', 'b', 'b'])
  })

  it('a process does not hear its own message twice; another process does', () => {
    const here = busCore()
    const there = busCore()
    let hereHeard = 0
    let thereHeard = 0
    here.subscribe(() => hereHeard++)
    there.subscribe(() => thereHeard++)
    const message = here.message()
    here.local()
    here.heard(message)
    there.heard(message)
    expect(hereHeard).toBe(1)
    expect(thereHeard).toBe(1)
    // A message not in our format still means «something changed».
    there.heard('not json')
    expect(thereHeard).toBe(2)
  })

  it('a failing listener is logged and the others still hear', () => {
    const log: string[] = []
    const core = busCore((line) => log.push(line))
    let heard = 0
    core.subscribe(() => {
      throw new Error('boom')
    })
    core.subscribe(() => heard++)
    core.missed()
    expect(heard).toBe(1)
    expect(log).toEqual(['catalogue bus listener failed: boom'])
  })

  it('waits 0.2 s, doubling, at most 5 s between reconnection attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelayMs)).toEqual([
      200, 400, 800, 1600, 3200, 5000, 5000,
    ])
  })

  it('names the Redis channel after the database number (channels are server-wide)', () => {
    expect(redisCatalogueChannel('redis://127.0.0.1:6379/5')).toBe('gruzovik:5:catalogue-changed')
    expect(redisCatalogueChannel('redis://127.0.0.1:6379')).toBe('gruzovik:0:catalogue-changed')
  })
})
