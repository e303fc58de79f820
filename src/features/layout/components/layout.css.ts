import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  // No sideways scrolling on a 360 px phone, whatever a page puts inside.
  overflowX: 'clip',
})

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: vars.space[4],
      top: vars.space[4],
      zIndex: vars.zIndex.toast,
      background: vars.color.surface,
      color: vars.color.text,
      padding: vars.space[2],
      outline: `3px solid ${vars.color.focus}`,
    },
  },
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  selectors: { '&:focus': { outline: 'none' } },
})
