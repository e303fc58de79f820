import { mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { style, styleVariants } from '@vanilla-extract/css'

export const lead = style([
  textStyle({ size: 'lg' }),
  { color: vars.color.textMuted, maxWidth: '70ch' },
])

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mobileQuery]: { gap: vars.space[4] } },
})

export const section = style({
  display: 'grid',
  // Without it a wide child (a tab list, a table) stretches the card past a 360 px screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [mobileQuery]: { padding: vars.space[4] } },
})

export const description = style({ margin: 0, color: vars.color.textMuted })

export const caption = style([
  textStyle({ size: 'sm' }),
  { margin: 0, color: vars.color.textMuted },
])

export const status = style([
  textStyle({ size: 'sm' }),
  { margin: 0, minHeight: '1.5em', fontVariantNumeric: 'tabular-nums' },
])

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
})

export const swatches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space[3],
})

export const swatchItem = style([
  textStyle({ size: 'sm' }),
  { display: 'grid', gap: vars.space[1] },
])

const swatchBase = style({
  height: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const swatch = styleVariants(vars.color, (value) => [swatchBase, { background: value }])

const barBase = style({
  height: '12px',
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
})

export const spaceBar = styleVariants(vars.space, (value) => [barBase, { width: value }])

export const spaceRow = style([
  textStyle({ size: 'sm' }),
  {
    display: 'grid',
    gridTemplateColumns: '5em auto',
    alignItems: 'center',
    gap: vars.space[3],
    fontVariantNumeric: 'tabular-nums',
  },
])

export const badgeHolder = style([
  textStyle({ weight: 'medium' }),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space[2] },
])

export const skeletonCard = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: vars.space[3],
  alignItems: 'center',
  maxWidth: '360px',
})

export const skeletonLines = style({ display: 'grid', gap: vars.space[2] })

export const flat = style({ margin: 0 })

/** A section with a wide example (the table) takes the whole row. */
export const wideSection = style({ gridColumn: '1 / -1' })
