import { describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { mergeHeads } from './head-collector.tsx'
import { renderHeadTags } from './render-head.ts'

const origin = 'https://gruzovik.example'

describe('the head the server writes', () => {
  it('writes title, description, an absolute canonical and Open Graph, escaped', () => {
    const html = renderHeadTags(
      { title: 'Фильтр "MAN" <новый>', description: 'Масляный & топливный' },
      origin,
      '/parts/filtr',
    )
    expect(html).toContain('<title>Фильтр &#34;MAN&#34; &#60;новый&#62;</title>')
    expect(html).toContain('<meta name="description" content="Масляный &#38; топливный">')
    expect(html).toContain(`<link rel="canonical" href="${origin}/parts/filtr" data-ssr-head="">`)
    expect(html).toContain(`<meta property="og:url" content="${origin}/parts/filtr"`)
    expect(html).toContain('<meta property="og:locale" content="ru_RU"')
  })

  it('keeps a page canonical of its own, made absolute, and adds none to a noindex page', () => {
    const own = renderHeadTags({ links: [{ rel: 'canonical', href: '/catalog' }] }, origin, '/x')
    expect(own.match(/rel="canonical"/g)).toHaveLength(1)
    expect(own).toContain(`href="${origin}/catalog"`)
    const hidden = renderHeadTags(
      { meta: [{ name: 'robots', content: 'noindex' }] },
      origin,
      '/search',
    )
    expect(hidden).toContain('<meta name="robots" content="noindex" data-ssr-head="">')
    expect(hidden).not.toContain('rel="canonical"')
  })

  it('falls back to the site title and description', () => {
    const html = renderHeadTags({}, origin, '/')
    expect(html).toContain(`<title>${site.defaultTitle}</title>`)
    expect(html).toContain(site.defaultDescription.slice(0, 20))
  })

  it('cannot be broken out of by data inside JSON-LD', () => {
    const html = renderHeadTags(
      { jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      origin,
      '/',
    )
    expect(html).not.toContain('</script><script>')
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1]
    expect(JSON.parse(json ?? '')).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('merging the heads reported while rendering', () => {
  it('takes the first title and description (the page before a loading placeholder) and adds up tags', () => {
    const merged = mergeHeads([
      { title: 'Колодки — Грузовик', description: 'Колодки', jsonLd: [{ a: 1 }] },
      { title: 'Запчасть — Грузовик', meta: [{ name: 'robots', content: 'noindex' }] },
    ])
    expect(merged.title).toBe('Колодки — Грузовик')
    expect(merged.description).toBe('Колодки')
    expect(merged.meta).toEqual([{ name: 'robots', content: 'noindex' }])
    expect(merged.jsonLd).toEqual([{ a: 1 }])
  })
})
