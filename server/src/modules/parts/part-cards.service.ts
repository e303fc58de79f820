import { type PartCardRow, presentPart } from './present-part.ts'
import type { WarrantiesRepository } from './warranties.repository.ts'

/** Part rows in the yaml's `Part` shape with their warranties: the part page and every list. */
export function createPartCardsService(deps: { warranties: WarrantiesRepository }) {
  return {
    async present(rows: PartCardRow[]) {
      const warranties = await deps.warranties.warrantiesFor(rows.map((row) => row.id))
      return rows.map((row) => presentPart(row, warranties.get(row.id) ?? []))
    },

    async presentOne(row: PartCardRow) {
      const warranties = await deps.warranties.warrantiesFor([row.id])
      return presentPart(row, warranties.get(row.id) ?? [])
    },
  }
}

export type PartCardsService = ReturnType<typeof createPartCardsService>
