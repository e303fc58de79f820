import { mobileQuery, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

/** Cancel, then confirm on the right; stacked on a phone with confirm on top. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  '@media': { [mobileQuery]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
})
