import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const list = style({ margin: `${vars.space[1]} 0 0`, paddingInlineStart: vars.space[4] })
