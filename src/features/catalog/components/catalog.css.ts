import { mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import { splitGrid } from '../../../components/grids.ts'
import { linkTile } from '../../../components/lists.css.ts'

export const layout = style(splitGrid('240px minmax(0, 1fr)', 6, 4))

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[4],
  // One row on a phone too (the count beside the sort), so a part shows on the first screen.
  '@media': { [mobileQuery]: { flexWrap: 'nowrap', gap: vars.space[3] } },
})

export const count = style([
  textStyle({ size: { mobile: 'sm' } }),
  {
    margin: 0,
    marginRight: 'auto',
    alignSelf: 'center',
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    '@media': { [mobileQuery]: { minWidth: 0 } },
  },
])

export const control = style({
  minWidth: '200px',
  '@media': { [mobileQuery]: { minWidth: 0, flex: '0 1 200px' } },
})

export const sectionsFold = style({
  '@media': { [mobileQuery]: { marginBottom: vars.space[4] } },
})

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space[6],
  marginBottom: vars.space[6],
  '@media': { [mobileQuery]: { gap: vars.space[3], margin: `${vars.space[3]} 0 0` } },
})

export const sectionTitle = style([
  textStyle({ size: { all: 'lg', mobile: 'md' } }),
  {
    margin: `0 0 ${vars.space[2]}`,
    '@media': { [mobileQuery]: { margin: `0 0 ${vars.space[1]}` } },
  },
])

/** The tiles of a section: wrapped on desktop; one row that scrolls sideways on a phone. */
export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mobileQuery]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      // The focus ring of a tile stays inside the scrolling row.
      padding: '3px',
      margin: '-3px',
    },
  },
})

export const tile = style([linkTile, { display: 'inline-flex', whiteSpace: 'nowrap' }])
