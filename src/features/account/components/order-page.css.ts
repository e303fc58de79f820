import { textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const heading = style({ display: 'grid', gap: vars.space[1] })

export const facts = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const fact = style({ display: 'grid', gap: vars.space[1], minWidth: 0 })

export const term = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted }])

export const definition = style({ margin: 0, overflowWrap: 'anywhere' })

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
})

export const line = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
})

export const lineSum = style([
  textStyle({ weight: 'bold' }),
  { fontVariantNumeric: 'tabular-nums' },
])

export const total = style([
  textStyle({ weight: 'bold', size: 'lg' }),
  { display: 'flex', justifyContent: 'space-between' },
])

export const section = style({ display: 'grid', gap: vars.space[2] })

export const historyTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
})

globalStyle(`${historyTable} th, ${historyTable} td`, {
  textAlign: 'left',
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})

globalStyle(`${historyTable} th`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
})

/** A line's state after the order: cancelled and replaced lines stand out. */
export const lineState = style([textStyle({ weight: 'bold' })])

globalStyle(`${lineState}[data-state="cancelled"], ${lineState}[data-state="replaced"]`, {
  color: vars.color.danger,
})

globalStyle(`${lineState}[data-state="shipped"], ${lineState}[data-state="ready"]`, {
  color: vars.color.success,
})
