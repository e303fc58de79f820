import { describe, expect, it } from 'vitest'
import { breadcrumbList, localBusiness, productData } from './structured-data.ts'

const origin = 'https://gruzovik.example'

describe('structured data', () => {
  it('a part is a Product with an Offer in roubles, its availability and condition', () => {
    const data = productData(
      {
        title: 'Колодки тормозные',
        link: '/parts/kolodki',
        article: '7473165637',
        brand: 'Renault Trucks',
        image: 'data:image/svg+xml,x',
        price: 5594300,
        inStock: false,
        used: true,
      },
      origin,
    )
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: '7473165637',
      url: `${origin}/parts/kolodki`,
      brand: { name: 'Renault Trucks' },
      offers: {
        price: '55943.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    })
    // An inline placeholder picture is no image for a search engine.
    expect(data).not.toHaveProperty('image')
  })

  it('breadcrumbs are numbered from 1 with absolute addresses', () => {
    const list = breadcrumbList(
      [
        { title: 'Каталог', link: '/catalog' },
        { title: 'MAN', link: '/catalog/man' },
      ],
      origin,
    )
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Каталог', item: `${origin}/catalog` },
      { '@type': 'ListItem', position: 2, name: 'MAN', item: `${origin}/catalog/man` },
    ])
  })

  it('a branch is a business with its address and phone', () => {
    expect(
      localBusiness(
        {
          name: 'Грузовик — Москва',
          address: 'Москва, ул. Ленина, 1',
          telephone: '+74950000000',
          url: '/kont_msk',
        },
        origin,
      ),
    ).toMatchObject({
      address: { streetAddress: 'Москва, ул. Ленина, 1', addressCountry: 'RU' },
      telephone: '+74950000000',
      url: `${origin}/kont_msk`,
    })
  })
})
