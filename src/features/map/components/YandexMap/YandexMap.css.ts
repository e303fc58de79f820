import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const frame = style({
  position: 'relative',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
})

export const canvas = style({ position: 'absolute', inset: 0 })

export const grab = style({
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
})

export const status = style([
  textStyle({ size: 'sm' }),
  {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
  },
])
