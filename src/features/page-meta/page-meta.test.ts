import { metaPages } from '@gruzovik/openapi/meta-pages'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../content/site.ts'
import { applyPageHead } from '../../lib/head/document-head.ts'
import { metaPageFor } from './meta-pages.ts'
import { isEmptyMeta, type MetaRecord, syncPageMeta, toPageHead } from './page-meta.ts'

const record = {
  title: 'Доставка запчастей по России — Грузовик',
  description: 'Доставляем транспортными компаниями по всей России.',
  h1: null,
  meta: [{ name: 'keywords', content: 'доставка запчастей' }],
  link: [{ rel: 'canonical', href: 'https://gruzovik.ru/dostavka_usloviya' }],
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function deps(load: (page: string) => Promise<MetaRecord>, fallbackTitle?: string) {
  return { load: vi.fn(load), apply: applyPageHead, log: vi.fn(), fallbackTitle }
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]:not([data-page-head])')
    ?.content

beforeEach(() => {
  document.head.innerHTML = ''
  document.title = site.defaultTitle
})

describe('which pages load meta', () => {
  it('asks for / on home and for the slug on a listed page', () => {
    expect(metaPageFor('/')).toBe('/')
    expect(metaPageFor('/dostavka_usloviya')).toBe('dostavka_usloviya')
    expect(metaPageFor('/kont_krs?utm=1')).toBe('kont_krs')
  })

  it('makes no request for pages that are not meta pages', async () => {
    const d = deps(async () => record)
    syncPageMeta('/catalog', d)
    syncPageMeta('/razborka/man', d)
    syncPageMeta('/ui', d)
    await flush()
    expect(d.load).not.toHaveBeenCalled()
    expect(metaPages).toHaveLength(22)
  })
})

describe('page meta in the head', () => {
  it('applies the title, description, meta and link tags of the answer', async () => {
    const d = deps(async () => record)
    syncPageMeta('/dostavka_usloviya', d)
    await flush()
    expect(d.load).toHaveBeenCalledWith('dostavka_usloviya')
    expect(document.title).toBe(record.title)
    expect(description()).toBe(record.description)
    expect(document.head.querySelector('meta[name="keywords"][data-page-head]')).not.toBeNull()
    expect(document.head.querySelector('link[rel="canonical"][data-page-head]')).not.toBeNull()
  })

  it('removes the page tags and restores the default title when the path changes', async () => {
    const leave = syncPageMeta(
      '/dostavka_usloviya',
      deps(async () => record),
    )
    await flush()
    leave()
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0)
    expect(document.title).toBe(site.defaultTitle)
    expect(description()).toBe(site.defaultDescription)
  })

  it('an empty title brings back the default title', async () => {
    syncPageMeta(
      '/o_kompanii',
      deps(async () => ({ ...record, title: '  ' })),
    )
    await flush()
    expect(document.title).toBe(site.defaultTitle)
    expect(document.head.querySelector('meta[name="keywords"]')).not.toBeNull()
  })

  it("an empty title keeps the page's own title when it has one", () => {
    expect(toPageHead({ ...record, title: '' }, 'О компании — Грузовик').title).toBe(
      'О компании — Грузовик',
    )
  })

  it('an answer arriving after the page was left is not applied', async () => {
    let answer!: (value: MetaRecord) => void
    const leave = syncPageMeta(
      '/kont_msk',
      deps(() => new Promise((resolve) => (answer = resolve))),
    )
    leave()
    answer(record)
    await flush()
    expect(document.title).toBe(site.defaultTitle)
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0)
  })

  it('logs a failed load and carries on', async () => {
    const d = deps(async () => {
      throw new Error('503')
    })
    syncPageMeta('/kont_msk', d)
    await flush()
    expect(d.log).toHaveBeenCalledWith('[META] Failed to load meta tags for /kont_msk')
    expect(document.title).toBe(site.defaultTitle)
  })

  it('logs an empty answer', async () => {
    const d = deps(async () => null)
    syncPageMeta('/', d)
    await flush()
    expect(d.log).toHaveBeenCalledWith('[META] No meta data received for /')
    const blank = deps(async () => ({ title: '', description: '', meta: [], link: [] }))
    syncPageMeta('/order', blank)
    await flush()
    expect(blank.log).toHaveBeenCalledWith('[META] No meta data received for /order')
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
