import { inheritFont, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

/** The header's account and cart buttons: an icon before a word, 44 px tall. */
export const headerButton = style([
  inheritFont,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    minHeight: '44px',
    padding: `0 ${vars.space[3]}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
  },
])

/** The same buttons in the mobile bottom bar: the icon over the word, a full slot wide. */
export const barButton = style([
  headerButton,
  textStyle({ size: 'xs' }),
  {
    flexDirection: 'column',
    gap: '2px',
    width: '100%',
    minHeight: '56px',
    padding: vars.space[1],
    color: vars.color.text,
  },
])

export const buttonIcon = style({ width: '24px', height: '24px', flexShrink: 0 })
