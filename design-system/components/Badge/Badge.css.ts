import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

const bump = keyframes({ '50%': { transform: 'scale(1.2)' } })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  animation: `${bump} .3s ease-out`,
})
