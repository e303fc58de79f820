import { describe, expect, it } from 'vitest'
import { arrivalSmsText, smsTwoSegments, ucs2Segments } from './notice-text.ts'

const link = 'https://gruzovik.example/parts/filtr-maslyanyj-kamaz-740-1012075'
const part = { sender: 'Грузовик', article: '740.1012075', link }

describe('the arrival SMS', () => {
  it('says the part, its article and its link when they fit', () => {
    const text = arrivalSmsText({ ...part, title: 'Фильтр масляный' })
    expect(text).toBe(`«Грузовик»: поступила Фильтр масляный, арт. 740.1012075. ${link}`)
    expect(ucs2Segments(text)).toBe(2)
  })

  it('shortens a long title with «…» to fit two segments, keeping article and link whole', () => {
    const title = 'Фильтр масляный двигателя КАМАЗ-740 ЕВРО-2 в сборе с корпусом и прокладкой'
    const text = arrivalSmsText({ ...part, title })
    expect(text.length).toBeLessThanOrEqual(smsTwoSegments)
    expect(text.length).toBeGreaterThan(smsTwoSegments - 2)
    expect(ucs2Segments(text)).toBe(2)
    expect(text).toMatch(/^«Грузовик»: поступила Фильтр масляный .*…, арт\. 740\.1012075\. /)
    expect(text.endsWith(link)).toBe(true)
  })

  it('drops the title, then the article, when the link leaves no room; never cuts the link', () => {
    const longLink = `https://gruzovik.example/parts/${'x'.repeat(53)}`
    const untitled = arrivalSmsText({ ...part, link: longLink, title: 'Фильтр масляный' })
    expect(untitled).toBe(`«Грузовик»: поступила запчасть арт. 740.1012075. ${longLink}`)
    expect(untitled.length).toBeLessThanOrEqual(smsTwoSegments)
    const longerLink = `https://gruzovik.example/parts/${'x'.repeat(80)}`
    const linkOnly = arrivalSmsText({ ...part, link: longerLink, title: 'Фильтр масляный' })
    expect(linkOnly).toBe(`«Грузовик»: поступила ${longerLink}`)
    expect(linkOnly.length).toBeLessThanOrEqual(smsTwoSegments)
  })

  it('counts UCS-2 segments as operators bill them', () => {
    expect(ucs2Segments('я'.repeat(70))).toBe(1)
    expect(ucs2Segments('я'.repeat(71))).toBe(2)
    expect(ucs2Segments('я'.repeat(134))).toBe(2)
    expect(ucs2Segments('я'.repeat(135))).toBe(3)
  })
})
