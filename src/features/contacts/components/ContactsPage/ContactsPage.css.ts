import { mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const lead = style([
  textStyle({ size: 'lg' }),
  { color: vars.color.textMuted, maxWidth: '70ch' },
])

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] } },
})

export const details = style({ display: 'grid', gap: vars.space[5] })

export const heading = style([textStyle({ size: 'lg' }), { margin: `0 0 ${vars.space[2]}` }])

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const definition = style({ margin: 0 })

export const otherLink = style({
  color: vars.color.link,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
})

export const service = style({
  marginTop: vars.space[8],
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'grid',
  gap: vars.space[2],
})

export const text = style({ margin: 0 })
