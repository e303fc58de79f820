import { style } from '@vanilla-extract/css'
import { vars } from '../themes/contract.css.ts'

/**
 * One row of a menu or a pick list (the account menu, the catalogue menu's sections, search
 * suggestions): a full-width, finger-sized (44px) link or button that lights up on hover and
 * shows its focus ring inside its own edge, so a neighbour never hides it.
 * A feature adds its own differences by composing: `style([menuItem, { … }])`.
 */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})
