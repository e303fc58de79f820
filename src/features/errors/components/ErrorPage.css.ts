import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[4],
  padding: `${vars.space[10]} 0`,
  maxWidth: '40rem',
})

export const code = style([
  textStyle({ weight: 'bold' }),
  { fontSize: '4.5rem', lineHeight: 1, color: vars.color.accent, margin: 0 },
])

export const detail = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted, margin: 0 }])

export const home = style([
  textStyle({ weight: 'medium' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${vars.space[5]}`,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.accentText,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
])
