import { describe, expect, it } from 'vitest'
import { normalizeArticle } from '../modules/parts/article.ts'
import { generateCatalog } from './catalog-generate.ts'

describe('generateCatalog', () => {
  const rows = generateCatalog({ parts: 5000 })

  it('gives the same catalogue for the same seed', () => {
    const again = generateCatalog({ parts: 5000 })
    expect(again.parts.map((p) => [p.id, p.slug, p.price])).toEqual(
      rows.parts.map((p) => [p.id, p.slug, p.price]),
    )
  })

  it('keeps the seeded parts tests name when prices change (prices draw from their own stream)', () => {
    // e2e/part.spec.ts: a new part in stock with two warranties and a cross group of three.
    const part = rows.parts.find((p) => p.slug === 'kolodki-tormoznye-renault-trucks-7473165637')
    expect(part?.totalStock).toBeGreaterThan(0)
    expect(rows.parts.filter((p) => p.crossGroupId === part?.crossGroupId)).toHaveLength(3)
    expect(rows.warranties.filter((w) => w.partId === part?.id)).toHaveLength(2)
  })

  it('has the makes, nodes, part names and units the issue asks for', () => {
    expect(rows.marks.map((m) => m.title)).toEqual(
      expect.arrayContaining(['MAN', 'Scania', 'Volvo', 'DAF', 'Mercedes-Benz', 'Iveco', 'КАМАЗ']),
    )
    expect(rows.nodes.length).toBeGreaterThanOrEqual(12)
    expect(rows.nomenclatures.length).toBeGreaterThanOrEqual(200)
    expect(new Set(rows.nomenclatures.map((n) => n.slug)).size).toBe(rows.nomenclatures.length)
    expect(rows.aggregations.map((a) => a.title)).toContain('КПП в сборе')
    expect(rows.truckModels.filter((m) => m.inVisualCatalog)).toHaveLength(7)
    expect(rows.arrivals.length).toBeGreaterThanOrEqual(rows.marks.length)
  })

  it('gives every part a unique slug and its normalised article', () => {
    expect(new Set(rows.parts.map((p) => p.slug)).size).toBe(rows.parts.length)
    for (const part of rows.parts) {
      expect(part.articleNormalized).toBe(normalizeArticle(part.article))
    }
  })

  it('writes articles in each make’s own format', () => {
    const markOf = new Map(rows.marks.map((m) => [m.id, m.slug]))
    const formats: Record<string, RegExp> = {
      man: /^81\.\d{5}-\d{4}$/,
      'mercedes-benz': /^A \d{3} \d{3} \d{2} \d{2}$/,
      scania: /^\d \d{3} \d{3}$/,
      volvo: /^\d{8}$/,
    }
    for (const part of rows.parts) {
      const format = formats[markOf.get(part.markId) ?? '']
      if (format) expect(part.article).toMatch(format)
    }
  })

  it('keeps money in whole kopecks with sales, old prices and both warranty types', () => {
    for (const part of rows.parts) {
      expect(Number.isInteger(part.price)).toBe(true)
      expect(Number.isInteger(part.basePrice)).toBe(true)
      expect(part.price).toBeLessThanOrEqual(part.basePrice)
    }
    expect(rows.parts.some((p) => p.discount && p.price < p.basePrice)).toBe(true)
    expect(rows.parts.some((p) => !p.discount && p.price < p.basePrice)).toBe(true)
    expect(rows.parts.some((p) => p.price === p.basePrice)).toBe(true)
    expect(new Set(rows.warranties.map((w) => w.priceType))).toEqual(new Set(['fix', 'percent']))
  })

  it('sells used parts with used numbers from dismantled trucks, one at most', () => {
    const used = rows.parts.filter((p) => p.isNotNew)
    expect(used.length).toBeGreaterThan(1000)
    for (const part of used) {
      expect(part.extensionNumber).toMatch(/^БУ-\d{6}$/)
      expect(part.arrivalId).toBeTruthy()
      expect(part.totalStock).toBeLessThanOrEqual(1)
    }
    expect(rows.parts.some((p) => p.totalStock === 0)).toBe(true)
  })

  it('groups new analog parts of one part name into cross groups', () => {
    expect(rows.crossGroups.length).toBeGreaterThan(100)
    const members = rows.parts.filter((p) => p.crossGroupId === rows.crossGroups[0]?.id)
    expect(members.length).toBeGreaterThanOrEqual(2)
    expect(new Set(members.map((p) => p.nomenclatureId)).size).toBe(1)
    expect(members.every((p) => !p.isNotNew)).toBe(true)
  })
})
