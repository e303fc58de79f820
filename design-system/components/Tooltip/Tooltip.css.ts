import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const tooltip = style({
  maxWidth: '20rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
  zIndex: vars.zIndex.tooltip,
})
