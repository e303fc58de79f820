import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  width: '1.5em',
  height: '1.5em',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} .8s linear infinite`,
})
