import fs from 'node:fs'
import path from 'node:path'
import { palette } from '@gruzovik/design-system'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(import.meta.dirname, '../../../public/illustrations')
const drawings = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({ file, svg: fs.readFileSync(path.join(dir, file), 'utf8') }))

describe('drawings of part types', () => {
  it('are about thirty, in one style: graphite lines on the same grid', () => {
    expect(drawings.length).toBeGreaterThanOrEqual(30)
    const opening = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><title>'
    const lines = `<g fill="none" stroke="${palette.graphite700}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">`
    for (const { file, svg } of drawings) {
      expect(svg.startsWith(opening), file).toBe(true)
      // A Russian name for the drawing opened on its own (an <img> carries its own alt).
      expect(svg, file).toMatch(/<title>[А-ЯЁ][а-яё -]+<\/title><g /)
      expect(svg, file).toContain(lines)
    }
  })

  it('use only the shop’s palette: graphite, the signal orange and its soft tint', () => {
    const allowed = new Set([palette.graphite700, palette.orange600, palette.orange100])
    for (const { file, svg } of drawings) {
      for (const colour of svg.match(/#[0-9a-f]{3,6}\b/gi) ?? []) {
        expect(allowed.has(colour.toLowerCase() as never), `${file}: ${colour}`).toBe(true)
      }
    }
  })

  it('are plain drawings: no scripts, text, pictures inside or links out', () => {
    for (const { file, svg } of drawings) {
      expect(svg, file).not.toMatch(/<(script|text|image|foreignObject|a)\b|href=|on\w+=/i)
    }
  })
})
