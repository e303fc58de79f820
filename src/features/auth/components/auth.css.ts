import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import * as shared from '../../../components/header-button.css.ts'

export const muted = style([textStyle({ size: 'sm' }), { margin: 0, color: vars.color.textMuted }])

export const link = style({ color: vars.color.link })

// The bar's account button cuts a long name instead of widening its slot.
export const barButton = style([shared.barButton, { overflow: 'hidden' }])

export const menuRoot = style({ position: 'relative' })

export const caret = style([textStyle({ size: 'xs' }), { color: vars.color.textMuted }])

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
