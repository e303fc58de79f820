import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { type FitProblem, type KnownModel, type ResolvedFit, resolveFit } from './fitment.ts'

type Executor = Pick<Database, 'execute'>

/** A value that named no model of the shop, and the part that sent it. */
export interface FitRefusal {
  externalId: string
  value: string
  problem: FitProblem
}

const json = (value: unknown) => JSON.stringify(value)

async function knownModels(tx: Executor): Promise<KnownModel[]> {
  const rows = rowsOf<{ id: string; title: string; mark_title: string; aliases: string[] }>(
    await tx.execute(sql`
      select tm.id, tm.title, m.title as mark_title, m.aliases
      from truck_models tm join marks m on m.id = tm.mark_id`),
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    markTitle: r.mark_title,
    markNames: [r.mark_title, ...r.aliases],
  }))
}

/**
 * Part fitment from outside (docs/exchange-1c.md, «Применяемость»): each part that sent the
 * property gets exactly the models it named (rows of models no longer named go), values naming
 * no model are returned to be logged; characteristics without fitment of their own take their
 * product's.
 */
export async function writeFits(
  tx: Executor,
  parts: { partId: string; externalId: string; fits: string[] }[],
): Promise<FitRefusal[]> {
  if (parts.length === 0) return []
  const models = await knownModels(tx)
  const refused: FitRefusal[] = []
  const rows: ({ part_id: string; truck_model_id: string } & Record<string, unknown>)[] = []
  for (const part of parts) {
    const seen = new Map<string, ResolvedFit>()
    for (const value of part.fits) {
      const outcome = resolveFit(value, models)
      if (!outcome.ok)
        refused.push({ externalId: part.externalId, value, problem: outcome.problem })
      // One model named twice («MAN TGS 2007–2012», «MAN TGS 2016–») keeps the widest years.
      else
        seen.set(outcome.fit.truckModelId, widest(seen.get(outcome.fit.truckModelId), outcome.fit))
    }
    for (const fit of seen.values()) {
      rows.push({
        part_id: part.partId,
        truck_model_id: fit.truckModelId,
        year_from: fit.yearFrom,
        year_to: fit.yearTo,
      })
    }
  }
  const partIds = json(parts.map((p) => p.partId))
  await tx.execute(sql`
    delete from part_fits f
    where f.part_id in (select json_array_elements_text(${partIds}::json)::uuid)
      and not exists (
        select 1 from json_to_recordset(${json(rows)}::json) as v(part_id uuid, truck_model_id uuid)
        where v.part_id = f.part_id and v.truck_model_id = f.truck_model_id)`)
  if (rows.length > 0) {
    await tx.execute(sql`
      insert into part_fits (part_id, truck_model_id, year_from, year_to, inherited)
      select part_id, truck_model_id, year_from, year_to, false
      from json_to_recordset(${json(rows)}::json)
        as v(part_id uuid, truck_model_id uuid, year_from integer, year_to integer)
      on conflict (part_id, truck_model_id) do update
        set year_from = excluded.year_from, year_to = excluded.year_to, inherited = false
        where (part_fits.year_from, part_fits.year_to, part_fits.inherited)
          is distinct from (excluded.year_from, excluded.year_to, false)`)
  }
  await inheritFits(
    tx,
    parts.map((p) => p.partId),
  )
  return refused
}

function widest(a: ResolvedFit | undefined, b: ResolvedFit): ResolvedFit {
  if (!a) return b
  const min = (x: number | null, y: number | null) =>
    x === null || y === null ? null : Math.min(x, y)
  const max = (x: number | null, y: number | null) =>
    x === null || y === null ? null : Math.max(x, y)
  return { ...a, yearFrom: min(a.yearFrom, b.yearFrom), yearTo: max(a.yearTo, b.yearTo) }
}

/**
 * Characteristics among these parts, or of these products, that have no fitment of their own
 * take their product's again (rows marked inherited); rows already as the product's stay.
 */
export async function inheritFits(tx: Executor, partIds: string[]) {
  if (partIds.length === 0) return
  const ids = json(partIds)
  const concerned = sql`
    select c.id, b.id as product_id from parts c join parts b on b.external_id = c.product_external_id
    where (c.id in (select json_array_elements_text(${ids}::json)::uuid)
        or b.id in (select json_array_elements_text(${ids}::json)::uuid))
      and not exists (select 1 from part_fits o where o.part_id = c.id and not o.inherited)`
  // Only rows the product no longer has as they are: a row deleted and inserted again would
  // move the per-model counts twice (-1, +1) for nothing, on every import of the product.
  await tx.execute(sql`
    delete from part_fits f using (${concerned}) c
    where f.part_id = c.id
      and not exists (
        select 1 from part_fits own
        where own.part_id = c.product_id and not own.inherited
          and own.truck_model_id = f.truck_model_id
          and (own.year_from, own.year_to) is not distinct from (f.year_from, f.year_to))`)
  await tx.execute(sql`
    insert into part_fits (part_id, truck_model_id, year_from, year_to, inherited)
    select c.id, f.truck_model_id, f.year_from, f.year_to, true
    from (${concerned}) c join part_fits f on f.part_id = c.product_id and not f.inherited
    on conflict (part_id, truck_model_id) do nothing`)
}
