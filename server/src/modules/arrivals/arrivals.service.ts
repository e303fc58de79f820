import type { components } from '@gruzovik/openapi'
import { catalogTexts } from '../parts/catalog-texts.ts'
import { pagination, paging } from '../parts/paging.ts'
import type { PartCardsService } from '../parts/part-cards.service.ts'
import { toImage } from '../parts/present-part.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { ArrivalsRepository, TruckRow } from './arrivals.repository.ts'

type ArrivalMark = components['schemas']['ArrivalMark']
type ArrivalTruck = components['schemas']['ArrivalTruck']
type ArrivalTruckDetails = components['schemas']['ArrivalTruckDetails']
type LatestArrivals = components['schemas']['LatestArrivals']

/** How many makes the home page shows the newest truck of. */
export const homeArrivalMarks = 4

/** A truck page shows at most this many of its parts. */
const truckPartsLimit = 200

const presentMark = (mark: { title: string; slug: string; trucksCount: number }): ArrivalMark => ({
  title: mark.title,
  slug: mark.slug,
  link: `/razborka/${mark.slug}`,
  trucks_count: mark.trucksCount,
})

const presentTruck = (truck: TruckRow): ArrivalTruck => ({
  slug: truck.slug,
  model: truck.modelSlug,
  title: truck.title,
  year: truck.year,
  mileage_km: truck.mileageKm,
  arrived_at: truck.arrivedAt.toISOString().slice(0, 10),
  link: `/postupleniya_mashin/${truck.modelSlug}/${truck.slug}`,
  image: toImage(truck.image),
  parts_count: truck.partsCount,
})

/** Used arrivals ("razborka"): makes, their dismantled trucks, one truck with its parts. */
export function createArrivalsService(deps: {
  arrivals: ArrivalsRepository
  partCards: PartCardsService
}) {
  async function markBySlug(slug: string) {
    const mark = (await deps.arrivals.marks()).find((m) => m.slug === slug)
    if (!mark) throw notFound(catalogTexts.markNotFound)
    return mark
  }

  return {
    async marks() {
      return (await deps.arrivals.marks()).map(presentMark)
    },

    /**
     * The home page's section in one call: the makes with trucks, and the newest truck of
     * each of the first ones, newest first (it used to take one call per make).
     */
    async latest(markCount = homeArrivalMarks): Promise<LatestArrivals> {
      const marks = await deps.arrivals.marks()
      const trucks = await deps.arrivals.newestOfMarks(
        marks.slice(0, markCount).map((mark) => mark.id),
      )
      trucks.sort((a, b) => b.arrivedAt.getTime() - a.arrivedAt.getTime())
      return { marks: marks.map(presentMark), trucks: trucks.map(presentTruck) }
    },

    async trucksOfMark(slug: string, params: { page?: number; perPage?: number }) {
      const mark = await markBySlug(slug)
      const { page, perPage, offset } = paging(params.page, params.perPage)
      const trucks = await deps.arrivals.trucksOfMark(mark.id, perPage, offset)
      return {
        mark: presentMark(mark),
        items: trucks.map(presentTruck),
        pagination: pagination(page, perPage, mark.trucksCount),
      }
    },

    async truck(model: string, slug: string): Promise<ArrivalTruckDetails> {
      const truck = await deps.arrivals.truck(slug)
      if (!truck || truck.modelSlug !== model) throw notFound(catalogTexts.truckNotFound)
      const [marks, partRows] = await Promise.all([
        deps.arrivals.marks(),
        deps.arrivals.partsOf(truck.id, truckPartsLimit),
      ])
      const mark = marks.find((m) => m.id === truck.markId)
      if (!mark) throw notFound(catalogTexts.truckNotFound)
      return {
        ...presentTruck(truck),
        mark: presentMark(mark),
        description: catalogTexts.truckDescription(truck.engine, truck.mileageKm),
        images: [toImage(truck.image)],
        parts: await deps.partCards.present(partRows),
      }
    },
  }
}

export type ArrivalsService = ReturnType<typeof createArrivalsService>
