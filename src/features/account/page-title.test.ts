import { accountMenu } from '@gruzovik/machines'
import { describe, expect, it } from 'vitest'
import { accountPageTitle } from './page-title.ts'

describe('accountPageTitle', () => {
  it('gives every account page its own title', () => {
    const paths = ['/account', ...accountMenu.flatMap((group) => group.items.map((i) => i.to))]
    const titles = paths.map(accountPageTitle)
    expect(new Set(titles).size).toBe(paths.length)
    expect(accountPageTitle('/account/addresses')).toBe(
      'Адреса доставки — Личный кабинет — Грузовик',
    )
    expect(accountPageTitle('/account/')).toBe('Профиль — Личный кабинет — Грузовик')
    expect(accountPageTitle('/account/no-such-page')).toBeNull()
  })
})
