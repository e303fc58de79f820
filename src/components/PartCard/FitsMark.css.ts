import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const fits = style([
  textStyle({ size: 'sm', weight: 'bold' }),
  {
    margin: 0,
    padding: `2px ${vars.space[2]}`,
    borderRadius: vars.radius.sm,
    background: vars.color.successSoft,
    color: vars.color.text,
    justifySelf: 'start',
  },
])
