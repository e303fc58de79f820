import type { CardExtrasRepository } from './card-extras.repository.ts'
import { type PartCardRow, presentPart } from './present-part.ts'
import type { ChosenTruck } from './truck-fit.ts'

type PartCard = ReturnType<typeof presentPart>

/**
 * How a list's cards are marked for the visitor's chosen truck (`fits_truck`): asked of the
 * database (`truck`), or known to fit every one (`everyFits`: the list was filtered to the truck
 * by the same rule, «Только для моего грузовика», so asking again could only answer yes).
 */
export type TruckMarks = { truck?: ChosenTruck | undefined; everyFits?: boolean | undefined }

/**
 * Part rows in the yaml's `Part` shape with their warranties: the part page and every list.
 * Given the visitor's chosen truck, each card says whether the part fits it (`fits_truck`).
 */
export function createPartCardsService(deps: { extras: CardExtrasRepository }) {
  async function markFits<T extends PartCard>(cards: T[], truck?: ChosenTruck): Promise<T[]> {
    if (!truck) return cards
    const fitting = await deps.extras.fitting(
      cards.map((card) => card.uuid),
      truck,
    )
    return cards.map((card) => ({ ...card, fits_truck: fitting.has(card.uuid) }))
  }

  /** The cards of these rows: their warranties and marks from one statement. */
  async function present(rows: PartCardRow[], marks: TruckMarks = {}) {
    const asked = marks.truck && !marks.everyFits ? marks.truck : undefined
    const { warranties, fitting } = await deps.extras.extrasOf(
      rows.map((row) => row.id),
      asked,
    )
    return rows.map((row) => {
      const card = presentPart(row, warranties.get(row.id) ?? [])
      if (!marks.truck) return card
      return { ...card, fits_truck: marks.everyFits === true || fitting.has(row.id) }
    })
  }

  return {
    markFits,
    present,

    async presentOne(row: PartCardRow, truck?: ChosenTruck) {
      const [card] = await present([row], { truck })
      return card as PartCard
    },
  }
}

export type PartCardsService = ReturnType<typeof createPartCardsService>
