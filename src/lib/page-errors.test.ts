import { describe, expect, it } from 'vitest'
import { PageNotFoundError, pageNotFoundMessage, parseSlugParams, pathOf } from './page-errors.ts'

describe('slug route params', () => {
  it('keeps valid slugs', () => {
    const parse = parseSlugParams(['a', 'b'] as const, '/catalog/$a/$b/')
    expect(parse({ a: 'man', b: 'tormoznaya-sistema' })).toEqual({
      a: 'man',
      b: 'tormoznaya-sistema',
    })
  })

  it('fails with a fatal 404 naming the address being opened, not the current one', () => {
    window.history.replaceState(null, '', '/catalog')
    const parse = parseSlugParams(['slug'] as const, '/parts/$slug')
    let error: unknown
    try {
      parse({ slug: '<script>' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(PageNotFoundError)
    expect((error as Error).message).toBe('Page Not Found: /parts/<script>')
  })

  it('builds the path from the route pattern, without a trailing slash', () => {
    expect(pathOf('/catalog/$a/', { a: 'daf' })).toBe('/catalog/daf')
    expect(pathOf('/postupleniya_mashin/$model/$slug', { model: 'm', slug: 's' })).toBe(
      '/postupleniya_mashin/m/s',
    )
  })
})

describe('the fatal 404 handed over by a server render', () => {
  it('is known by its message once serialized, directly or as the cause', () => {
    const original = new PageNotFoundError('/parts/<x>')
    const serialized = new Error(original.message)
    expect(pageNotFoundMessage(original)).toBe('Page Not Found: /parts/<x>')
    expect(pageNotFoundMessage(serialized)).toBe('Page Not Found: /parts/<x>')
    expect(pageNotFoundMessage(new Error('wrapped', { cause: serialized }))).toBe(
      'Page Not Found: /parts/<x>',
    )
    expect(pageNotFoundMessage(new Error('Boom'))).toBeNull()
    expect(pageNotFoundMessage(null)).toBeNull()
  })
})
