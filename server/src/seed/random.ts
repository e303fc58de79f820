/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const digits = (count: number) => {
    let out = ''
    for (let i = 0; i < count; i++) out += String(int(0, 9))
    return out
  }
  return {
    next,
    int,
    digits,
    chance: (probability: number) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    /** A version-4-shaped UUID drawn from the PRNG, so ids are stable between seeds. */
    uuid() {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16))
      hex[12] = '4'
      hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16)
      const s = hex.join('')
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
    },
  }
}

export type Random = ReturnType<typeof createRandom>
