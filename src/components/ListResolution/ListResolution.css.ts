import { vars } from '@gruzovik/design-system'
import { style, styleVariants } from '@vanilla-extract/css'

export const muted = style({ color: vars.color.textMuted })
export const warning = style({ color: vars.color.danger })
/** The buyer's text as typed, spaces kept. */
export const buyerText = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })

export const status = styleVariants({
  found: { color: vars.color.success, fontWeight: 600 },
  choose_brand: { color: vars.color.link, fontWeight: 600 },
  short: { color: vars.color.danger, fontWeight: 600 },
  sold_out: { color: vars.color.danger, fontWeight: 600 },
  not_found: { color: vars.color.danger, fontWeight: 600 },
  bad_quantity: { color: vars.color.danger, fontWeight: 600 },
})

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const summaryItem = style({ display: 'flex', flexDirection: 'column', margin: 0 })
export const summaryValue = style({ margin: 0, fontWeight: 600 })
