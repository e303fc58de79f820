import { textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const activeCount = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const body = style({ marginTop: vars.space[3] })

/** Every group of the panel (in stock, condition, makes, part names) is the same card. */
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  margin: 0,
  minWidth: 0,
  background: vars.color.surface,
})

/** The legend floats so it sits inside the card, not on its border. */
export const groupTitle = style([
  textStyle({ size: 'md', weight: 'bold' }),
  { float: 'left', width: '100%', padding: 0, margin: `0 0 ${vars.space[2]}` },
])

globalStyle(`${groupTitle} + *`, { clear: 'both' })

export const checkRow = style({ minHeight: '44px', display: 'flex', alignItems: 'center' })

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })
