import { describe, expect, it } from 'vitest'
import { imageUrl, placeholderImage, placeholderKey, svgDataUri } from './placeholder-image.ts'

describe('placeholder pictures', () => {
  it('turn a stored key into an SVG data URI that decodes to the tinted picture', () => {
    const url = imageUrl(placeholderKey('brake', 2))
    expect(url).toBe(placeholderImage('brake', 2))
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/)
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(svg).toContain("fill='#b5473a'")
    expect(svg.startsWith("<svg xmlns='http://www.w3.org/2000/svg'")).toBe(true)
  })

  it('escape only what a URL in an attribute must, so they stay short', () => {
    const uri = svgDataUri('<svg a="1 2" fill="#fff">%</svg>')
    expect(uri).toBe("data:image/svg+xml,%3Csvg%20a='1%202'%20fill='%23fff'%3E%25%3C/svg%3E")
    expect(placeholderImage('brake', 2).length).toBeLessThan(400)
  })

  it('leave stored addresses that are not placeholders as they are', () => {
    expect(imageUrl('https://example.test/a.png')).toBe('https://example.test/a.png')
  })
})
