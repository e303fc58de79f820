import { beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../content/site.ts'
import { applyPageHead } from '../../lib/head/document-head.ts'
import { isEmptyMeta, loadPageMeta, type MetaRecord, toPageHead } from './page-meta.ts'

const record = {
  title: 'Доставка запчастей по России — Грузовик',
  description: 'Доставляем транспортными компаниями по всей России.',
  h1: null,
  meta: [{ name: 'keywords', content: 'доставка запчастей' }],
  link: [{ rel: 'canonical', href: 'https://gruzovik.ru/dostavka_usloviya' }],
}

function deps(load: (page: string) => Promise<MetaRecord>) {
  return { load: vi.fn(load), log: vi.fn() }
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]:not([data-page-head])')
    ?.content

beforeEach(() => {
  document.head.innerHTML = ''
  document.title = site.defaultTitle
})

describe('the route data of a meta page', () => {
  it('asks for / on home and for the slug on a listed page', async () => {
    const d = deps(async () => record)
    expect(await loadPageMeta('/', d)).toEqual({ pageMeta: record })
    await loadPageMeta('dostavka_usloviya', d)
    expect(d.load.mock.calls).toEqual([['/'], ['dostavka_usloviya']])
    expect(d.log).not.toHaveBeenCalled()
  })

  it('logs a failed load and carries on without a record', async () => {
    const d = deps(async () => {
      throw new Error('503')
    })
    expect(await loadPageMeta('kont_msk', d)).toEqual({ pageMeta: null })
    expect(d.log).toHaveBeenCalledWith('[META] Failed to load meta tags for /kont_msk')
  })

  it('logs an empty answer', async () => {
    const d = deps(async () => null)
    expect(await loadPageMeta('/', d)).toEqual({ pageMeta: null })
    expect(d.log).toHaveBeenCalledWith('[META] No meta data received for /')
    const blank = deps(async () => ({ title: '', description: '', meta: [], link: [] }))
    expect(await loadPageMeta('order', blank)).toEqual({ pageMeta: null })
    expect(blank.log).toHaveBeenCalledWith('[META] No meta data received for /order')
  })
})

describe('page meta in the head', () => {
  it('applies the title, description, meta and link tags of the record', () => {
    const remove = applyPageHead(toPageHead(record))
    expect(document.title).toBe(record.title)
    expect(description()).toBe(record.description)
    expect(document.head.querySelector('meta[name="keywords"][data-page-head]')).not.toBeNull()
    expect(document.head.querySelector('link[rel="canonical"][data-page-head]')).not.toBeNull()
    remove()
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0)
    expect(document.title).toBe(site.defaultTitle)
    expect(description()).toBe(site.defaultDescription)
  })

  it('an empty title brings back the default title', () => {
    applyPageHead(toPageHead({ ...record, title: '  ' }))
    expect(document.title).toBe(site.defaultTitle)
    expect(document.head.querySelector('meta[name="keywords"]')).not.toBeNull()
  })

  it("an empty title keeps the page's own title when it has one", () => {
    expect(toPageHead({ ...record, title: '' }, 'О компании — Грузовик').title).toBe(
      'О компании — Грузовик',
    )
  })

  it('drops malformed tags instead of failing', () => {
    const head = toPageHead({
      title: 'Т',
      meta: [{ name: 'robots' }, null, { name: 'x', content: 'y', extra: 5 }] as never,
      link: 'canonical' as never,
    })
    expect(head.meta).toEqual([{ name: 'x', content: 'y' }])
    expect(head.links).toEqual([])
    expect(isEmptyMeta({ meta: 'nope' as never })).toBe(true)
  })
})
