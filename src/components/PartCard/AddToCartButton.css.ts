import { textStyle, vars } from '@gruzovik/design-system'
import { style, styleVariants } from '@vanilla-extract/css'

/**
 * The buy form: the button, and under it what a post before the script said. The redirect's
 * fragment scrolls to the form, which sits at a card's foot: the margin keeps the card's name
 * and price above it in view (and clear of the sticky header).
 */
const formBase = style({
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  scrollMarginTop: 'min(50vh, 360px)',
})
export const form = styleVariants({
  fit: [formBase, { display: 'inline-flex' }],
  full: [formBase, { display: 'flex', width: '100%' }],
})

const note = style([textStyle({ size: 'sm' }), { margin: 0 }])
export const added = style([note, { color: vars.color.success }])
export const refused = style([note, { color: vars.color.danger }])
