import { textStyle, vars } from '@gruzovik/design-system'
import { style, styleVariants } from '@vanilla-extract/css'

/** The buy form: the button, and under it what a post before the script said. */
export const form = styleVariants({
  fit: { display: 'inline-flex', flexDirection: 'column', gap: vars.space[1], margin: 0 },
  full: { display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, width: '100%' },
})

const note = style([textStyle({ size: 'sm' }), { margin: 0 }])
export const added = style([note, { color: vars.color.success }])
export const refused = style([note, { color: vars.color.danger }])
