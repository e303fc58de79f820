import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers.ts'

describe("the app's start-up log", () => {
  it('warns of nothing: every content type the contract names has its parser', async () => {
    const warnings: { level: number; msg?: string }[] = []
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg?: string }
          // pino's levels: 40 warn, 50 error, 60 fatal.
          if (entry.level >= 40) warnings.push(entry)
        }
        callback()
      },
    })
    const ctx = await createTestApp({ seed: false, logger: { level: 'info', stream } })
    try {
      await ctx.app.ready()
    } finally {
      await ctx.close()
    }
    expect(warnings.map((entry) => entry.msg)).toEqual([])
  }, 60_000)
})
