import { desktopQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' }

export const footer = style([
  textStyle({ size: 'sm' }),
  {
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    marginTop: vars.space[8],
  },
])

export const inner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  display: 'grid',
  gap: vars.space[8],
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space[6],
})

export const heading = style([
  textStyle({ size: 'md', weight: 'bold' }),
  { margin: `0 0 ${vars.space[3]}` },
])

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'rgba(255, 255, 255, 0.4)',
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': focusRing,
  },
})

export const cities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space[6],
})

export const city = style({ display: 'grid', gap: vars.space[1], fontStyle: 'normal' })

export const muted = style({ margin: 0, opacity: 0.85 })

export const contactsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[6],
  alignItems: 'flex-start',
  justifyContent: 'space-between',
})

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  border: '1px solid rgba(255, 255, 255, 0.4)',
  color: vars.color.textInverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
    '&:focus-visible': focusRing,
  },
})

export const icon = style({ width: '24px', height: '24px', flexShrink: 0 })

export const bottom = style({
  borderTop: '1px solid rgba(255, 255, 255, 0.2)',
  paddingTop: vars.space[4],
})

export const top = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [desktopQuery]: { gridTemplateColumns: '1fr 380px' } },
})

/** The form sits on a light card so fields keep their normal contrast. */
export const callback = style({
  display: 'grid',
  gap: vars.space[3],
  alignContent: 'start',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
})

export const formError = style([
  textStyle({ weight: 'medium' }),
  { margin: 0, color: vars.color.danger },
])

/** Holds the form's place while its chunk loads, so the footer does not jump. */
export const callbackSlot = style({ minHeight: '360px' })
