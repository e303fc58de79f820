import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[8],
  textAlign: 'center',
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' })
