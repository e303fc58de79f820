import { mobileQuery, vars } from '@gruzovik/design-system'
import type { StyleRule } from '@vanilla-extract/css'

type Space = keyof typeof vars.space
const oneColumn = 'minmax(0, 1fr)'

/**
 * A grid of columns at least `min` wide that fill the row (cards, tiles, photos); on a phone
 * one column, or whatever `mobile` says.
 */
export function autoGrid(
  min: string,
  gap: Space,
  mobile: StyleRule | 'one-column' | null = null,
): StyleRule {
  const phone = mobile === 'one-column' ? { gridTemplateColumns: oneColumn } : mobile
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
    gap: vars.space[gap],
    ...(phone && { '@media': { [mobileQuery]: phone } }),
  }
}

/** A page split into fixed columns (filters and results, photos and facts); one column on a phone. */
export function splitGrid(columns: string, gap: Space, mobileGap: Space = gap): StyleRule {
  return {
    display: 'grid',
    gridTemplateColumns: columns,
    gap: vars.space[gap],
    alignItems: 'start',
    '@media': { [mobileQuery]: { gridTemplateColumns: oneColumn, gap: vars.space[mobileGap] } },
  }
}
