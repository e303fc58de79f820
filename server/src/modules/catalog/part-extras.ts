import type { components } from '@gruzovik/openapi'
import { catalogLink } from '../parts/present-part.ts'

type Schemas = components['schemas']
type Branch = Schemas['Branch']

/** The pickup branches in the order the part page lists them (openapi.yaml, Branch). */
export const pickupBranches: readonly Branch[] = ['spb', 'msk', 'krs', 'krd']

/**
 * Stock of the pickup branches with some left. Orders take stock off `total_stock` only, so a
 * branch never shows more than the part has in all; warehouses 1C did not map to a branch are
 * counted in the total but not listed.
 */
export function presentBranchStocks(
  rows: readonly { branch: string; quantity: number }[],
  totalStock: number,
): Schemas['BranchStock'][] {
  const byBranch = new Map(rows.map((row) => [row.branch, row.quantity]))
  return pickupBranches.flatMap((branch) => {
    const quantity = Math.min(byBranch.get(branch) ?? 0, totalStock)
    return quantity > 0 ? [{ branch, quantity }] : []
  })
}

export function presentFits(
  rows: readonly {
    title: string
    slug: string
    years: string
    mark_title: string
    mark_slug: string
  }[],
): Schemas['PartFit'][] {
  return rows.map((row) => ({
    title: row.title,
    slug: row.slug,
    years: row.years,
    mark: { title: row.mark_title, slug: row.mark_slug },
    link: catalogLink(row.mark_slug, row.slug),
  }))
}

export function presentDonor(
  row: {
    title: string
    slug: string
    year: number
    mileage_km: number
    model_slug: string
    parts_count: number
  } | null,
): Schemas['PartDonor'] | null {
  if (!row) return null
  return {
    slug: row.slug,
    model: row.model_slug,
    title: row.title,
    year: row.year,
    mileage_km: row.mileage_km,
    link: `/postupleniya_mashin/${row.model_slug}/${row.slug}`,
    parts_count: row.parts_count,
  }
}
