import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const sidebar = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' })

export const avatar = style([
  textStyle({ weight: 'bold' }),
  {
    width: 56,
    height: 56,
    flex: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    display: 'grid',
    placeItems: 'center',
    objectFit: 'cover',
  },
])

export const externalId = style([
  textStyle({ size: 'sm' }),
  { margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
])

export const group = style({ display: 'grid', gap: vars.space[1] })

export const groupTitle = style([
  textStyle({ size: 'sm' }),
  { margin: 0, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' },
])

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const link = style({
  display: 'block',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
