import { describe, expect, it, vi } from 'vitest'
import { createAriaNavigate } from './aria-routing.tsx'

function setup(module: 'shop' | 'account') {
  const router = { navigate: vi.fn(async () => {}) }
  const location = { origin: 'https://gruzovik.example', assign: vi.fn() }
  return { router, location, navigate: createAriaNavigate(router, module, location) }
}

describe('react-aria link navigation', () => {
  it('keeps a path of the shop inside the shop router, query and hash included', () => {
    const { router, location, navigate } = setup('shop')
    navigate('/catalog/man?page=2#list')
    expect(router.navigate).toHaveBeenCalledWith({ href: '/catalog/man?page=2#list' })
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('loads the account module in full from the shop, and the shop from the account', () => {
    const shop = setup('shop')
    shop.navigate('/account/orders')
    expect(shop.location.assign).toHaveBeenCalledWith('https://gruzovik.example/account/orders')
    expect(shop.router.navigate).not.toHaveBeenCalled()

    const account = setup('account')
    account.navigate('/parts/kolodki')
    expect(account.location.assign).toHaveBeenCalledWith('https://gruzovik.example/parts/kolodki')
    account.navigate('/account/favourites')
    expect(account.router.navigate).toHaveBeenCalledWith({ href: '/account/favourites' })
  })

  it('leaves another site to the browser', () => {
    const { router, location, navigate } = setup('shop')
    navigate('https://yandex.ru/maps')
    expect(location.assign).toHaveBeenCalledWith('https://yandex.ru/maps')
    expect(router.navigate).not.toHaveBeenCalled()
  })
})
