import { vars } from '@gruzovik/design-system'
import { globalStyle, keyframes, style } from '@vanilla-extract/css'

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
  // Only the page fades between routes; the header and footer stay put.
  viewTransitionName: 'page',
  selectors: { '&:focus': { outline: 'none' } },
})

// Page transitions of the default layout (docs/product.md#loading-and-transitions): the old
// page fades out and the new one in, briefly; with prefers-reduced-motion, no animation at all.
const fadeOut = keyframes({ to: { opacity: 0 } })
const fadeIn = keyframes({ from: { opacity: 0 } })
globalStyle('::view-transition-old(page)', { animation: `120ms ease-out both ${fadeOut}` })
globalStyle('::view-transition-new(page)', { animation: `180ms ease-in both ${fadeIn}` })
globalStyle('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*)', {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
