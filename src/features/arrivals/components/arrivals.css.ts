import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import { autoGrid, splitGrid } from '../../../components/grids.ts'
import { bareList } from '../../../components/lists.css.ts'
import { fitImage } from '../../../components/media.css.ts'

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' })

export const tiles = style([bareList, autoGrid('180px', 3)])

export const tile = style({
  display: 'grid',
  gap: vars.space[1],
  minHeight: '44px',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const muted = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const trucks = style([bareList, autoGrid('260px', 4, 'one-column')])

export const photo = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  overflow: 'hidden',
})

export const photoImg = fitImage

export const facts = style([
  textStyle({ size: 'sm' }),
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${vars.space[1]} ${vars.space[3]}`,
    margin: 0,
  },
])

export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })

export const top = style(splitGrid('minmax(0, 3fr) minmax(0, 2fr)', 6))

export const photos = style([bareList, autoGrid('140px', 2)])
