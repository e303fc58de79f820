import { textStyle, vars } from '@gruzovik/design-system'
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

export const items = style({ display: 'grid', gap: vars.space[2], width: '100%' })

export const itemList = style({ display: 'grid', gap: vars.space[2], margin: 0, padding: 0 })

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
  listStyle: 'none',
})

export const itemTitle = style({ display: 'grid', gap: vars.space[1] })

export const article = style([
  textStyle({ size: 'sm' }),
  { color: vars.color.textMuted, whiteSpace: 'nowrap' },
])

export const itemSum = style({
  display: 'grid',
  justifyItems: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
