import { type PartCardRow, presentPart } from './present-part.ts'
import type { ChosenTruck, TruckFitRepository } from './truck-fit.ts'
import type { WarrantiesRepository } from './warranties.repository.ts'

type PartCard = ReturnType<typeof presentPart>

/**
 * Part rows in the yaml's `Part` shape with their warranties: the part page and every list.
 * Given the visitor's chosen truck, each card says whether the part fits it (`fits_truck`).
 */
export function createPartCardsService(deps: {
  warranties: WarrantiesRepository
  truckFit: TruckFitRepository
}) {
  async function markFits<T extends PartCard>(cards: T[], truck?: ChosenTruck): Promise<T[]> {
    if (!truck) return cards
    const fitting = await deps.truckFit.fitting(
      cards.map((card) => card.uuid),
      truck,
    )
    return cards.map((card) => ({ ...card, fits_truck: fitting.has(card.uuid) }))
  }

  return {
    markFits,

    async present(rows: PartCardRow[], truck?: ChosenTruck) {
      const warranties = await deps.warranties.warrantiesFor(rows.map((row) => row.id))
      return markFits(
        rows.map((row) => presentPart(row, warranties.get(row.id) ?? [])),
        truck,
      )
    },

    async presentOne(row: PartCardRow, truck?: ChosenTruck) {
      const warranties = await deps.warranties.warrantiesFor([row.id])
      const [card] = await markFits([presentPart(row, warranties.get(row.id) ?? [])], truck)
      return card as PartCard
    },
  }
}

export type PartCardsService = ReturnType<typeof createPartCardsService>
