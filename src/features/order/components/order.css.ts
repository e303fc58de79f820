import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1fr 22rem' } },
})

export const form = style({ display: 'grid', gap: vars.space[5], minWidth: 0 })

export const fieldset = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})

export const error = style([textStyle({ size: 'sm' }), { margin: 0, color: vars.color.danger }])

export const summary = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
})

export const line = style({ display: 'grid', gap: vars.space[1] })

export const muted = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted }])

export const sums = style({ display: 'grid', gap: vars.space[1], margin: 0 })

export const sumRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontVariantNumeric: 'tabular-nums',
})

export const total = style([sumRow, textStyle({ weight: 'bold', size: 'lg' })])

export const message = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  padding: vars.space[6],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const legend = style([textStyle({ weight: 'bold' }), { padding: 0 }])
