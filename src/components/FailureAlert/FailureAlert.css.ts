import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

/** Empty, it takes no room: the region stays in the page so a new message is announced. */
export const region = style({
  selectors: {
    '&:not(:empty)': {
      padding: `${vars.space[2]} ${vars.space[3]}`,
      borderRadius: vars.radius.md,
      background: vars.color.dangerSoft,
      color: vars.color.text,
      fontSize: vars.fontSize.sm,
      lineHeight: 1.5,
    },
  },
})

export const text = style({ margin: 0 })
