/** Parts and pages in the API's shapes for component tests. */
import type { CatalogResponse } from '../api/catalog.ts'
import type { CrossGroupDetails, Part, PartDetails } from '../api/parts.ts'

export const samplePart: Part = {
  uuid: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  link: '/parts/kolodka-man',
  full_title: 'Тормозной механизм в сборе правый MAN TGX',
  title: 'Тормозной механизм',
  slug: 'kolodka-man',
  article: '81.50601-6070',
  images: [{ sizes: { thumbnail: '/img/a.webp' } }],
  image: { sizes: { thumbnail: '/img/a.webp' } },
  extension_number: null,
  total_stock: 4,
  is_not_new: false,
  price: { base_price: 1_250_000, price: 1_150_050, discount: true },
  warranties: [],
}

export const usedPart: Part = {
  ...samplePart,
  uuid: '7d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  slug: 'kardan-used',
  link: '/parts/kardan-used',
  full_title: 'Вал карданный б/у DAF XF',
  article: '1234567',
  extension_number: 'Б-1042',
  is_not_new: true,
  total_stock: 1,
  price: { base_price: 900_000, price: 900_000, discount: false },
}

/** A list of distinct parts for grids and pages. */
export function partList(count: number): Part[] {
  return Array.from({ length: count }, (_, index) => ({
    ...samplePart,
    uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    slug: `part-${index}`,
    link: `/parts/part-${index}`,
    full_title: `Запчасть номер ${index + 1}`,
    article: `A-${index + 1}`,
  }))
}

/** A catalogue answer: `count` parts on the page, `total` in all, with make and name facets. */
export function catalogResponse(count: number, total = count): CatalogResponse {
  return {
    title: 'Запчасти MAN',
    h1: 'Запчасти для грузовиков: MAN',
    breadcrumbs: [
      { title: 'Каталог', link: '/catalog' },
      { title: 'MAN', link: '/catalog/man' },
    ],
    items: partList(count),
    pagination: { page: 1, per_page: 24, total, last_page: Math.max(1, Math.ceil(total / 24)) },
    facets: {
      marks: [
        { slug: 'man', title: 'MAN', count: 15 },
        { slug: 'daf', title: 'DAF', count: 6 },
      ],
      nodes: [],
      nomenclatures: [{ slug: 'kolodki', title: 'Колодки', count: 4 }],
      aggregations: [],
      condition: [],
    },
    scope: {
      marks: [{ slug: 'man', title: 'MAN', link_without: '/catalog' }],
      nodes: [],
      nomenclatures: [],
      aggregations: [],
    },
  }
}

export const partDetails: PartDetails = {
  ...samplePart,
  images: [
    { sizes: { thumbnail: '/img/a-thumb.webp', large: '/img/a.webp' } },
    { sizes: { thumbnail: '/img/b-thumb.webp', large: '/img/b.webp' } },
  ],
  extension_number: null,
  warranties: [
    { uuid: 'w-6', title: 'Гарантия 6 месяцев', price_type: 'percent', fix: 0, percent: 10 },
    { uuid: 'w-12', title: 'Гарантия 12 месяцев', price_type: 'fix', fix: 300_000, percent: 0 },
  ],
  description: 'Тормозной механизм в сборе, оригинал.',
  characteristics: [{ name: 'Сторона', value: 'Правая' }],
  mark: { title: 'MAN', slug: 'man' },
  node: { title: 'Тормозная система', slug: 'tormoznaya-sistema' },
  cross_group_slug: 'mekhanizm-81',
  breadcrumbs: [
    { title: 'Каталог', link: '/catalog' },
    { title: 'MAN', link: '/catalog/man' },
  ],
  branch_stocks: [
    { branch: 'spb', quantity: 3 },
    { branch: 'msk', quantity: 1 },
  ],
  fits: [
    {
      title: 'MAN TGX',
      slug: 'man-tgx',
      years: '2007–н.в.',
      mark: { title: 'MAN', slug: 'man' },
      link: '/catalog/man/man-tgx',
    },
    {
      title: 'MAN TGS',
      slug: 'man-tgs',
      years: '2007–н.в.',
      mark: { title: 'MAN', slug: 'man' },
      link: '/catalog/man/man-tgs',
    },
  ],
  donor: null,
}

/** A used part taken from a dismantled truck, its one piece in Москва. */
export const usedPartDetails: PartDetails = {
  ...partDetails,
  ...usedPart,
  cross_group_slug: null,
  branch_stocks: [{ branch: 'msk', quantity: 1 }],
  fits: [partDetails.fits[0] as PartDetails['fits'][number]],
  donor: {
    slug: 'daf-xf-105-2012-1',
    model: 'daf-xf',
    title: 'DAF XF 105 2012 г.',
    year: 2012,
    mileage_km: 950_000,
    link: '/postupleniya_mashin/daf-xf/daf-xf-105-2012-1',
    parts_count: 42,
  },
}

export const crossGroupDetails: CrossGroupDetails = {
  slug: 'mekhanizm-81',
  link: '/crossgroup/mekhanizm-81',
  full_title: 'Тормозной механизм MAN TGX',
  images: [],
  articles: ['81.50601-6070', '81.50601-6071', 'K-000123'],
  total_stock: 7,
  min_price: 990_000,
  products: partList(2),
  breadcrumbs: [{ title: 'Каталог', link: '/catalog' }],
}
