import { beforeEach, describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { applyPageHead } from './document-head.ts'

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]:not([data-page-head])')
    ?.content

describe('page head', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    document.title = site.defaultTitle
  })

  it('sets the title, description and page tags, and removes them on leave', () => {
    const leave = applyPageHead({
      title: 'Каталог',
      description: 'Каталог запчастей',
      meta: [{ name: 'robots', content: 'noindex' }],
      links: [{ rel: 'canonical', href: '/catalog' }],
    })
    expect(document.title).toBe('Каталог')
    expect(description()).toBe('Каталог запчастей')
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull()
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull()

    leave()
    expect(document.title).toBe(site.defaultTitle)
    expect(description()).toBe(site.defaultDescription)
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it('makes a relative canonical address absolute, as search engines want it', () => {
    applyPageHead({
      links: [
        { rel: 'canonical', href: '/' },
        { rel: 'preload', href: '/x.css' },
      ],
    })
    const canonical = document.head.querySelector('link[rel="canonical"]')
    expect(canonical?.getAttribute('href')).toBe(`${window.location.origin}/`)
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/x.css')
  })

  it('falls back to the default title when the page title is empty', () => {
    applyPageHead({ title: '   ' })
    expect(document.title).toBe(site.defaultTitle)
  })

  it('keeps one description tag when a page meta record brings its own', () => {
    const leave = applyPageHead({ meta: [{ name: 'description', content: 'Запчасти MAN' }] })
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(description()).toBe('Запчасти MAN')
    leave()
    expect(description()).toBe(site.defaultDescription)
  })

  it('removes only its own tags', () => {
    const leaveFirst = applyPageHead({ meta: [{ name: 'robots', content: 'noindex' }] })
    applyPageHead({ meta: [{ property: 'og:title', content: 'Вторая' }] })
    leaveFirst()
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull()
  })
})
