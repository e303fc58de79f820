/** schema.org data for search engines (JSON-LD): breadcrumbs, parts on offer, branches. */

export interface Crumb {
  title: string
  link: string
}

const absolute = (link: string, origin: string) => new URL(link, origin).href

export function breadcrumbList(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(crumb.link, origin),
    })),
  }
}

export interface ProductInput {
  title: string
  link: string
  article: string
  description?: string | null
  image?: string | null
  brand?: string | null
  /** Kopecks. */
  price: number
  inStock: boolean
  used: boolean
}

/** A part as a Product with one Offer: price in roubles, RUB, availability and condition. */
export function productData(part: ProductInput, origin: string) {
  const url = absolute(part.link, origin)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.title,
    sku: part.article,
    mpn: part.article,
    url,
    ...(part.description ? { description: part.description } : {}),
    ...(part.image && !part.image.startsWith('data:')
      ? { image: absolute(part.image, origin) }
      : {}),
    ...(part.brand ? { brand: { '@type': 'Brand', name: part.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (part.price / 100).toFixed(2),
      priceCurrency: 'RUB',
      availability: part.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: part.used
        ? 'https://schema.org/UsedCondition'
        : 'https://schema.org/NewCondition',
    },
  }
}

export interface BusinessInput {
  name: string
  address: string
  telephone: string
  email?: string
  url: string
}

export function localBusiness(branch: BusinessInput, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    name: branch.name,
    address: { '@type': 'PostalAddress', streetAddress: branch.address, addressCountry: 'RU' },
    telephone: branch.telephone,
    ...(branch.email ? { email: branch.email } : {}),
    url: absolute(branch.url, origin),
  }
}
