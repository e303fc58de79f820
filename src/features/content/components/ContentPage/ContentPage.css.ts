import { textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const body = style([textStyle({ lineHeight: 'normal' }), { maxWidth: '78ch' }])

export const lead = style([textStyle({ size: 'lg' }), { color: vars.color.textMuted }])

export const updated = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted }])

export const section = style({ marginTop: vars.space[8] })

export const heading = style([textStyle({ size: 'xl' }), { margin: `0 0 ${vars.space[3]}` }])

export const list = style({ paddingLeft: vars.space[6], display: 'grid', gap: vars.space[2] })

export const note = style({
  padding: vars.space[4],
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
})

export const tableWrap = style({
  overflowX: 'auto',
  margin: `${vars.space[4]} 0`,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const table = style([
  textStyle({ size: { mobile: 'sm' } }),
  { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
])

export const caption = style([
  textStyle({ weight: 'medium' }),
  { textAlign: 'left', paddingBottom: vars.space[2] },
])

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
})

globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted })

export const definitions = style({ display: 'grid', gap: vars.space[3] })

export const definition = style({ margin: 0 })

export const links = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
})

export const link = style({
  color: vars.color.link,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
})
