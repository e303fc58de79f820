import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const code = style({
  maxWidth: '10ch',
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.4em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
})
