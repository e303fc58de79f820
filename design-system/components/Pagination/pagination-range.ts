export type PageItem = number | 'gap'

/**
 * Pages to show: first, last, the current with `siblings` either side, and gaps between.
 * Out-of-range or fractional input is clamped, never thrown on.
 */
export function paginationRange(page: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1))
  const current = Math.min(last, Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)))
  const from = Math.max(2, current - siblings)
  const to = Math.min(last - 1, current + siblings)
  const items: PageItem[] = [1]
  if (from > 2) items.push(from === 3 ? 2 : 'gap')
  for (let p = from; p <= to; p++) items.push(p)
  if (to < last - 1) items.push(to === last - 2 ? last - 1 : 'gap')
  if (last > 1) items.push(last)
  return items
}
