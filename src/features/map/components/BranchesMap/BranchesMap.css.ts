import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const fallback = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
})

export const name = style([textStyle({ weight: 'bold' })])

export const link = style({ color: vars.color.link, minHeight: '44px', display: 'inline-block' })

export const popupLine = style({ margin: `${vars.space[1]} 0 0` })
