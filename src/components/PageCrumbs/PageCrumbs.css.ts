import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const crumbs = style({ marginBottom: vars.space[4] })
