import type { ArrivalMark } from '../../api/arrivals.ts'
import type { MainMenu } from '../../api/catalog.ts'
import type { ArrivalTruck, LatestArrivals } from './latest-arrivals.ts'

/** Fake API data of the home page, shared by its tests and stories. */
export const homeMenu: MainMenu = {
  marks: [
    { uuid: 'm2', title: 'Scania', slug: 'scania', sort: 2, link: '/catalog/scania' },
    { uuid: 'm1', title: 'MAN', slug: 'man', sort: 1, link: '/catalog/man' },
    { uuid: 'm3', title: 'KAMAZ', slug: 'kamaz', sort: 3, link: '/catalog/kamaz' },
  ],
  nodes: [
    { uuid: 'n1', title: 'Двигатель', slug: 'dvigatel', icon: null, nomenclatures: [] },
    {
      uuid: 'n2',
      title: 'Тормозная система',
      slug: 'tormoznaya-sistema',
      icon: null,
      nomenclatures: [],
    },
    { uuid: 'n3', title: 'Прочее', slug: 'prochee', icon: null, nomenclatures: [] },
  ],
  aggregations: [
    { id: 1, title: 'Двигатель в сборе', slug: 'dvigatel-v-sbore' },
    { id: 2, title: 'КПП в сборе', slug: 'kpp-v-sbore' },
  ],
  incoming_marks: [{ title: 'MAN', slug: 'man' }],
}

export const arrivalMark = (title: string, slug: string, trucks: number): ArrivalMark => ({
  title,
  slug,
  link: `/razborka/${slug}`,
  trucks_count: trucks,
})

export const arrivalTruck = (patch: Partial<ArrivalTruck> = {}): ArrivalTruck => ({
  slug: 'man-tgx-18-440-2010-1',
  model: 'man-tgx',
  title: 'MAN TGX 18.440 2010 г.',
  year: 2010,
  mileage_km: 453_000,
  arrived_at: '2026-11-01',
  link: '/postupleniya_mashin/man-tgx/man-tgx-18-440-2010-1',
  image: { sizes: { thumbnail: '/images/trucks/man-tgx-thumb.webp' } },
  parts_count: 41,
  ...patch,
})

export const homeArrivals: LatestArrivals = {
  marks: [arrivalMark('MAN', 'man', 4), arrivalMark('DAF', 'daf', 1)],
  trucks: [
    arrivalTruck(),
    arrivalTruck({
      slug: 'daf-xf105-2012-2',
      model: 'daf-xf105',
      title: 'DAF XF105 2012 г.',
      arrived_at: '2026-10-20',
      link: '/postupleniya_mashin/daf-xf105/daf-xf105-2012-2',
      image: null,
      parts_count: 22,
    }),
  ],
}
