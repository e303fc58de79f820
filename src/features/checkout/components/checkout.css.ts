import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})
export const term = style({ color: vars.color.textMuted })
