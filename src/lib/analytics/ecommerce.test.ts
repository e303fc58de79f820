import { describe, expect, it } from 'vitest'
import { pushEcommerce } from './ecommerce.ts'

describe('Metrika e-commerce events', () => {
  const part = { id: 'MAN-51025117115', name: 'Поршень MAN', price: 1_150_050 }

  it('a part viewed, added and removed go to the data layer in roubles', () => {
    const scope: { dataLayer?: unknown[] } = {}
    pushEcommerce('detail', [part], { scope })
    pushEcommerce('add', [{ ...part, quantity: 2 }], { scope })
    pushEcommerce('remove', [{ ...part, quantity: 1 }], { scope })
    expect(scope.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', detail: { products: [{ ...part, price: 11500.5 }] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: { products: [{ ...part, price: 11500.5, quantity: 2 }] },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: { products: [{ ...part, price: 11500.5, quantity: 1 }] },
        },
      },
    ])
  })

  it('a purchase names its order', () => {
    const scope: { dataLayer?: unknown[] } = { dataLayer: ['earlier'] }
    pushEcommerce('purchase', [{ ...part, quantity: 1 }], { scope, orderNumber: '100245' })
    expect(scope.dataLayer?.[1]).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: '100245' },
          products: [{ ...part, price: 11500.5, quantity: 1 }],
        },
      },
    })
  })
})
