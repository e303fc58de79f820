import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const fileLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] })
export const hint = style({ color: vars.color.textMuted })
export const preview = style({ overflowX: 'auto' })
