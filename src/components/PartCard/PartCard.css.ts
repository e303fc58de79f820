import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import { autoGrid } from '../grids.ts'
import { bareList } from '../lists.css.ts'
import { fitImage } from '../media.css.ts'

export const grid = style([
  bareList,
  autoGrid('220px', 4, {
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: vars.space[3],
  }),
])

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto auto',
  gap: vars.space[2],
  height: '100%',
  minWidth: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
})

export const imageBox = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
})

export const image = fitImage

/** A drawing of the part's type: smaller than a photo, with room around it. */
export const drawing = style([fitImage, { padding: '12%', boxSizing: 'border-box' }])

export const noImage = style([
  textStyle({ size: 'sm' }),
  { display: 'grid', placeItems: 'center', height: '100%', color: vars.color.textMuted },
])

export const usedTag = style([
  textStyle({ size: 'xs', weight: 'bold' }),
  {
    position: 'absolute',
    top: vars.space[2],
    left: vars.space[2],
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
  },
])

/** Long Russian names ("Тормозной механизм в сборе правый") wrap to three lines, then cut. */
export const title = style([
  textStyle({ size: 'md', weight: 'medium', lineHeight: 'tight' }),
  {
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
])

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const facts = style([
  textStyle({ size: 'sm' }),
  { display: 'grid', gap: vars.space[1], margin: 0, alignContent: 'start' },
])

/** A label and its number: side by side, the number on a line of its own when narrow. */
export const fact = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[2] })

export const term = style({ color: vars.color.textMuted })

/** Article and used numbers never break (docs: a number split over lines reads as two). */
export const value = style([
  textStyle({ mono: true }),
  { margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
])

export const stock = style([textStyle({ size: 'sm' }), { margin: 0, color: vars.color.success }])
export const noStock = style([
  textStyle({ size: 'sm' }),
  { margin: 0, color: vars.color.textMuted },
])

export const skeletonCard = style([card, { gridTemplateRows: 'auto' }])
