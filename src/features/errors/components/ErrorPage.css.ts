import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[4],
  padding: `${vars.space[10]} 0`,
  maxWidth: '40rem',
})

export const code = style({
  fontSize: '4.5rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  margin: 0,
})

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover } },
})
