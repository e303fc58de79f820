import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import { splitGrid } from '../../../components/grids.ts'

export const top = style(splitGrid('minmax(0, 1fr) minmax(0, 1fr)', 8, 5))

export const mainImage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.textMuted,
})

export const mainImg = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

/** A drawing of the part's type: with room around it, it reads as a drawing, not a photo. */
export const mainDrawing = style([mainImg, { padding: '15%', boxSizing: 'border-box' }])

export const thumbs = style({ overflowX: 'auto' })

export const thumb = style({
  width: '64px',
  height: '64px',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const thumbImg = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  alignItems: 'center',
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  overflowWrap: 'anywhere',
})

export const mono = style([
  textStyle({ mono: true }),
  { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
])

export const stock = style([
  textStyle({ weight: 'medium' }),
  { margin: 0, color: vars.color.success },
])
export const noStock = style({ margin: 0, color: vars.color.textMuted })

/** The buy box's frame (a Stack). */
export const buyBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const bigPrice = style([textStyle({ size: '2xl', weight: 'bold' })])

export const total = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })

export const section = style({ marginTop: vars.space[8] })

export const articleChip = style([
  textStyle({ mono: true }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    padding: `0 0 0 ${vars.space[3]}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
])

export const branchList = style({ display: 'grid', gap: vars.space[2] })

export const branchRow = style({
  display: 'grid',
  // The same first column in every row, so the quantities line up.
  gridTemplateColumns: '10rem auto',
  columnGap: vars.space[3],
  justifyContent: 'start',
})

export const branchTiming = style({ gridColumn: '1 / -1', color: vars.color.textMuted })

export const linkList = style({ display: 'grid', gap: vars.space[2] })

export const analogRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const analogMeta = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const analogPrice = style([
  textStyle({ weight: 'bold' }),
  { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' },
])

export const tileLink = style({ display: 'inline-flex' })

/** A part that does not fit the chosen truck: said before the price and the cart button. */
export const notFits = style([
  textStyle({ size: 'sm', weight: 'bold' }),
  {
    margin: 0,
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    borderLeft: `4px solid ${vars.color.danger}`,
    background: vars.color.dangerSoft,
    color: vars.color.text,
  },
])
