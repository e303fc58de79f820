import { describe, expect, it } from 'vitest'
import { isPublishableQuery } from './publishable-query.ts'

describe('texts that may appear under «Часто ищут»', () => {
  it('takes part names, makes and article numbers', () => {
    for (const q of ['поршень', 'тормозной кран камаз', '51025117115', '81.50820-6', 'MAN TGA']) {
      expect(isPublishableQuery(q), q).toBe(true)
    }
  })

  it('never takes phone numbers, links, e-mails or junk', () => {
    for (const q of [
      'звоните 8 999 123-45-67',
      '+7 (999) 000-00-01',
      '89991234567',
      'скидки на zapchasti-deshevo.ru',
      'https://evil.example',
      'www.example.com',
      'sale@example.ru',
      '%%%%%%%%',
      '"><script>',
      'x',
    ]) {
      expect(isPublishableQuery(q), q).toBe(false)
    }
  })
})
