import { describe, expect, it } from 'vitest'
import {
  cartFormMarkOf,
  markedBackPath,
  mayHaveCartFormMark,
  safeBackPath,
  withoutCartFormMark,
} from './cart-form.ts'

const part = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e'

describe('the buy form contract', () => {
  it('goes back only to a path of this site', () => {
    expect(safeBackPath('/catalog/man?page=2')).toBe('/catalog/man?page=2')
    for (const back of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '',
      undefined,
    ]) {
      expect(safeBackPath(back)).toBe('/')
    }
  })

  it('replaces an earlier mark with the new one and reads it back', () => {
    const first = markedBackPath('/parts/x?q=1', { kind: 'added', product: part })
    expect(first).toBe(`/parts/x?q=1&cart_added=${part}#buy-${part}`)
    const second = markedBackPath(first.split('#')[0] as string, {
      kind: 'refused',
      product: part,
      reason: 'limit',
      max: 3,
    })
    expect(second).toBe(`/parts/x?q=1&cart_refused=${part}&reason=limit&max=3#buy-${part}`)
    expect(cartFormMarkOf(second.split('#')[0]?.split('?')[1] ?? '')).toEqual({
      kind: 'refused',
      product: part,
      reason: 'limit',
      max: 3,
    })
  })

  it('reads no mark from an address someone made up', () => {
    expect(cartFormMarkOf('?cart_added=<b>hi</b>')).toBeNull()
    expect(cartFormMarkOf(`?cart_refused=${part}&reason=call-us`)).toBeNull()
    expect(cartFormMarkOf(`?cart_refused=${part}&reason=sold-out&max=5`)).toMatchObject({
      max: null,
    })
  })

  it('drops the mark from an address, the rest of its query as written', () => {
    expect(withoutCartFormMark(`?marks[]=man&page=2&cart_added=${part}`)).toBe(
      '?marks[]=man&page=2',
    )
    expect(withoutCartFormMark(`cart_refused=${part}&reason=limit&max=3&s=%D1%84`)).toBe(
      '?s=%D1%84',
    )
    expect(withoutCartFormMark(`?cart_added=${part}`)).toBe('')
    // No mark: nothing to drop, other parameters named like the mark's details stay.
    expect(withoutCartFormMark('?page=2&reason=x')).toBeNull()
    expect(withoutCartFormMark('')).toBeNull()
    // The start-up's quick test agrees: the code that drops a mark loads only where one may be.
    expect(mayHaveCartFormMark(`?page=2&cart_added=${part}`)).toBe(true)
    expect(mayHaveCartFormMark(`?cart_refused=${part}&reason=limit`)).toBe(true)
    expect(mayHaveCartFormMark('?page=2&reason=x')).toBe(false)
  })
})
