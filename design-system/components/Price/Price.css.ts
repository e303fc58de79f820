import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
})

export const current = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

export const discounted = style({ color: vars.color.danger })

export const old = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
