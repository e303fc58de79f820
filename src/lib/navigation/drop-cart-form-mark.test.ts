import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { dropCartFormMark } from './drop-cart-form-mark.ts'

const part = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e'

/** A router that only records where it was sent. */
function fakeRouter() {
  const calls: unknown[] = []
  const router = {
    navigate: (options: unknown) => {
      calls.push(options)
      return Promise.resolve()
    },
  } as unknown as AnyRouter
  return { router, calls }
}

describe('dropCartFormMark', () => {
  it('replaces the marked address with the same page, query and fragment, without moving', () => {
    const { router, calls } = fakeRouter()
    dropCartFormMark(router, {
      pathname: '/catalog/man',
      search: `?page=2&cart_added=${part}`,
      hash: `#buy-${part}`,
    })
    expect(calls).toEqual([
      {
        href: `/catalog/man?page=2#buy-${part}`,
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
        viewTransition: false,
      },
    ])
  })

  it('drops a refusal with its reason and number', () => {
    const { router, calls } = fakeRouter()
    dropCartFormMark(router, {
      pathname: '/parts/x',
      search: `?cart_refused=${part}&reason=limit&max=3`,
      hash: '',
    })
    expect(calls).toMatchObject([{ href: '/parts/x' }])
  })

  it('leaves an address without a mark alone', () => {
    const { router, calls } = fakeRouter()
    dropCartFormMark(router, { pathname: '/catalog/man', search: '?page=2', hash: '' })
    expect(calls).toEqual([])
  })
})
