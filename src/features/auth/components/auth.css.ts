import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import * as shared from '../../../components/header-button.css.ts'

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const consent = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const link = style({ color: vars.color.link })

// The bar's account button cuts a long name instead of widening its slot.
export const barButton = style([shared.barButton, { overflow: 'hidden' }])

export const menuRoot = style({ position: 'relative' })

export const caret = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

/** The header name's menu: a small card under the button, over the page. */
export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
})

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
