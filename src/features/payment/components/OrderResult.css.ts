import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const result = style({ display: 'grid', gap: vars.space[4], justifyItems: 'start' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold })
