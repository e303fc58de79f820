import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.link,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const link = style([base, { textDecoration: 'none' }])

export const reveal = style([
  base,
  {
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    font: 'inherit',
    flexDirection: 'column',
    alignItems: 'flex-start',
    lineHeight: 1.15,
  },
])

export const number = style({ textDecoration: 'underline dotted' })

/** «Показать номер» under a masked number: small, so the header keeps its height. */
export const hint = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  // The number's own colour: the header is dark and a muted grey on it is unreadable.
  color: 'inherit',
})
