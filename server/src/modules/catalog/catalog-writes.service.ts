import type { CatalogWritesRepository, OfferWrite, PartWrite } from './catalog-writes.repository.ts'
import { partRowOf } from './catalog-writes.repository.ts'
import { type FitRefusal, inheritFits, writeFits } from './fitment-writes.ts'

export type { FitRefusal }
/** An offer, with the fitment values its characteristic sent (null: none). */
export type OfferInput = OfferWrite & { fits: string[] | null }

/** A group of an outside catalogue (1C's Группа): top-level ones become nodes. */
export interface GroupInput {
  externalId: string
  title: string
  parentExternalId: string | null
}

/** A part as the outside catalogue names it: its group by Ид, its make by title. */
export type PartInput = Omit<
  PartWrite,
  'markId' | 'markNames' | 'nomenclatureId' | 'nomenclatureTitle' | 'nodeId' | 'nodeTitle'
> & {
  groupExternalId: string | null
  make: string | null
  /** Fitment values («MAN TGS 2007–2020»); null keeps the part's fitment as it is. */
  fits: string[] | null
}

/** Where parts without a group or a make go. */
export const fallbackGroup: GroupInput = {
  externalId: 'exchange:ungrouped',
  title: 'Прочие запчасти',
  parentExternalId: null,
}
export const fallbackMake = 'Прочие марки'

/**
 * Catalogue writes from outside (the 1C exchange): groups, parts and offers, each call one
 * transaction (all or nothing). References that name nothing are reported, and then nothing
 * of that call is written.
 */
export function createCatalogWritesService(deps: {
  writes: CatalogWritesRepository
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  const db = deps.writes.reader
  return {
    /** Top-level groups become nodes; every group a part name under its top group's node. */
    async writeGroups(groups: GroupInput[]) {
      const byId = new Map(groups.map((g) => [g.externalId, g]))
      const topOf = (g: GroupInput): GroupInput => {
        const seen = new Set<string>()
        let at = g
        while (at.parentExternalId && byId.has(at.parentExternalId) && !seen.has(at.externalId)) {
          seen.add(at.externalId)
          at = byId.get(at.parentExternalId) ?? at
        }
        return at
      }
      return deps.writes.transaction(async (tx) => {
        let changed = 0
        const nodeIds = new Map<string, string>()
        for (const g of [fallbackGroup, ...groups]) {
          const top = topOf(g)
          let nodeId = nodeIds.get(top.externalId)
          if (!nodeId) {
            const node = await deps.writes.upsertNode(tx, top)
            if (node.changed) changed++
            nodeId = node.id
            nodeIds.set(top.externalId, nodeId)
          }
          if (await deps.writes.upsertNomenclature(tx, { ...g, nodeId })) changed++
        }
        return { changed }
      })
    },

    /** Which of these group Ид name no part name the shop has. */
    async unknownGroups(ids: string[]) {
      if (ids.length === 0) return []
      return deps.writes.transaction(async (tx) => {
        const found = new Set(
          (await deps.writes.nomenclaturesByExternalId(tx, ids)).map((n) => n.external_id),
        )
        return ids.filter((id) => !found.has(id))
      })
    },

    /** Which of these offer Ид (`Ид` or `Ид#характеристика`) name no part. */
    async unknownParts(ids: string[]) {
      const unknown: string[] = []
      for (let start = 0; start < ids.length; start += 5000) {
        const chunk = ids.slice(start, start + 5000)
        const wanted = [...new Set(chunk.flatMap((id) => [id, id.split('#')[0] ?? id]))]
        const found = new Set(
          (await deps.writes.existingExternalIds(db(), wanted)).map((r) => r.external_id),
        )
        unknown.push(...chunk.filter((id) => !found.has(id) && !found.has(id.split('#')[0] ?? id)))
      }
      return unknown
    },

    /** A full (not changes-only) catalogue: parts it did not list leave the shop. */
    removeMissing: (seen: string[]) =>
      deps.writes.transaction((tx) => deps.writes.removeMissing(tx, seen, now())),

    /** Returns the group Ид that name nothing (then nothing is written). */
    async writeParts(inputs: PartInput[]) {
      return deps.writes.transaction(async (tx) => {
        const groupIds = [
          ...new Set(inputs.map((p) => p.groupExternalId ?? fallbackGroup.externalId)),
        ]
        const groups = new Map(
          (await deps.writes.nomenclaturesByExternalId(tx, groupIds)).map((n) => [
            n.external_id,
            n,
          ]),
        )
        const unknownGroups = groupIds.filter((id) => !groups.has(id))
        if (unknownGroups.length > 0)
          return { inserted: 0, updated: 0, unknownGroups, fitRefusals: [] as FitRefusal[] }
        const marks = await deps.writes.marksByTitle(tx, [
          ...new Set(inputs.map((p) => p.make ?? fallbackMake)),
        ])
        const existing = new Set(
          (
            await deps.writes.existingExternalIds(
              tx,
              inputs.filter((p) => p.removed).map((p) => p.externalId),
            )
          ).map((r) => r.external_id),
        )
        const at = now()
        // Deleted in 1C before the shop ever had it: nothing to take off sale.
        const kept = inputs.filter((p) => !p.removed || existing.has(p.externalId))
        const rows = kept.map((p) => {
          const group = groups.get(p.groupExternalId ?? fallbackGroup.externalId)
          const mark = marks.get((p.make ?? fallbackMake).toLowerCase())
          if (!group || !mark) throw new Error('resolved above')
          return partRowOf(
            {
              ...p,
              markId: mark.id,
              markNames: [mark.title, ...mark.aliases],
              nomenclatureId: group.id,
              nomenclatureTitle: group.title,
              nodeId: group.node_id,
              nodeTitle: group.node_title,
            },
            at,
          )
        })
        // One 1C id twice in a batch would make the upsert touch a row twice: the last wins.
        const unique = [...new Map(rows.map((r) => [r.external_id, r])).values()]
        const written = await deps.writes.upsertParts(tx, unique)
        await deps.writes.syncCharacteristics(
          tx,
          unique.map((r) => r.external_id),
        )
        const withFits = new Map(
          kept.flatMap((p) => (p.fits === null ? [] : [[p.externalId, p.fits] as const])),
        )
        let fitRefusals: FitRefusal[] = []
        if (withFits.size > 0) {
          const ids = await deps.writes.existingExternalIds(tx, [...withFits.keys()])
          fitRefusals = await writeFits(
            tx,
            ids.map((r) => ({
              partId: r.id,
              externalId: r.external_id,
              fits: withFits.get(r.external_id) ?? [],
            })),
          )
        }
        return { ...written, unknownGroups: [] as string[], fitRefusals }
      })
    },

    /**
     * Prices and stock. An offer `Ид#характеристика` goes to the part with that exact id; the
     * first one becomes that part, a copy of its product `Ид`. Returns the ids that name no
     * part (then nothing is written).
     */
    async writeOffers(offers: OfferInput[]) {
      return deps.writes.transaction(async (tx) => {
        const baseOf = (id: string) => id.split('#')[0] ?? id
        const ids = [...new Set(offers.flatMap((o) => [o.externalId, baseOf(o.externalId)]))]
        const known = new Map(
          (await deps.writes.existingExternalIds(tx, ids)).map((r) => [r.external_id, r.id]),
        )
        const newCharacteristics = offers.flatMap((o) =>
          o.characteristic && !known.has(o.externalId) && known.has(baseOf(o.externalId))
            ? [
                {
                  externalId: o.externalId,
                  productExternalId: baseOf(o.externalId),
                  characteristic: o.characteristic,
                },
              ]
            : [],
        )
        const made = await deps.writes.createCharacteristics(tx, newCharacteristics)
        for (const part of made) known.set(part.external_id, part.id)
        // A new characteristic fits what its product fits until its offer says otherwise.
        await inheritFits(
          tx,
          made.map((p) => p.id),
        )
        const merged = new Map<string, OfferWrite & { partId: string }>()
        const fits = new Map<string, { partId: string; externalId: string; fits: string[] }>()
        const unknownProducts: string[] = []
        for (const { fits: offerFits, ...offer } of offers) {
          const partId = known.get(offer.externalId)
          if (!partId) {
            unknownProducts.push(offer.externalId)
            continue
          }
          const before = merged.get(partId)
          merged.set(partId, before ? mergeOffers(before, offer) : { ...offer, partId })
          if (offerFits) fits.set(partId, { partId, externalId: offer.externalId, fits: offerFits })
        }
        if (unknownProducts.length > 0)
          return { updated: 0, unknownProducts, fitRefusals: [] as FitRefusal[] }
        return {
          updated: await deps.writes.updateOffers(tx, [...merged.values()]),
          unknownProducts,
          fitRefusals: await writeFits(tx, [...fits.values()]),
        }
      })
    },
  }
}

function mergeOffers<T extends OfferWrite>(a: T, b: OfferWrite): T {
  const stocks = new Map<string, number>()
  for (const s of [...(a.stocks ?? []), ...(b.stocks ?? [])]) {
    stocks.set(s.branch, (stocks.get(s.branch) ?? 0) + s.quantity)
  }
  return {
    ...a,
    price: a.price ?? b.price,
    basePrice: a.basePrice ?? b.basePrice,
    stocks:
      a.stocks || b.stocks ? [...stocks].map(([branch, quantity]) => ({ branch, quantity })) : null,
    quantity:
      a.quantity === null && b.quantity === null ? null : (a.quantity ?? 0) + (b.quantity ?? 0),
  }
}

export type CatalogWritesService = ReturnType<typeof createCatalogWritesService>
