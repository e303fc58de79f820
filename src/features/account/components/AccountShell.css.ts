import { vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
})

/** The header bar's colours (an Inline lays it out). */
export const header = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
})

export const logo = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
})

export const headerLink = style({
  color: vars.color.textInverse,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
})

export const logoutButton = style({
  minHeight: 44,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textInverse,
  font: 'inherit',
  cursor: 'pointer',
})

export const main = style({
  display: 'grid',
  gap: vars.space[6],
  padding: vars.space[4],
  maxWidth: 1280,
  width: '100%',
  margin: '0 auto',
  boxSizing: 'border-box',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '16rem 1fr' } },
})

// On the phone the page comes first and the menu after it.
globalStyle(`${main} > aside`, {
  '@media': { 'screen and (max-width: 1023.98px)': { order: 1 } },
})

export const footer = style({
  padding: vars.space[4],
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
