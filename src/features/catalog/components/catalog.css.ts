import { mobileQuery, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'
import { splitGrid } from '../../../components/grids.ts'
import { linkTile } from '../../../components/lists.css.ts'

export const layout = style(splitGrid('240px minmax(0, 1fr)', 6, 4))

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[4],
  '@media': { [mobileQuery]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const count = style({
  margin: 0,
  marginRight: 'auto',
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const control = style({ minWidth: '200px', '@media': { [mobileQuery]: { minWidth: 0 } } })

export const checkRow = style({ minHeight: '44px', display: 'flex', alignItems: 'center' })

export const facet = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  minWidth: 0,
})

export const facetSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
})

export const facetCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space[6],
  marginBottom: vars.space[6],
})

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}` })

export const tile = style([linkTile, { display: 'inline-flex' }])

/** A filter before the browser has chosen open or folded: folded on a phone, open elsewhere. */
export const facetUndecided = style({})

globalStyle(`${facetUndecided} > :not(summary)`, {
  '@media': { [mobileQuery]: { display: 'none' } },
})
