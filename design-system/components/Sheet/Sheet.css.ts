import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'
import { mobileQuery } from '../../tokens/tokens.ts'

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } })
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sheet,
  display: 'flex',
  justifyContent: 'flex-end',
  background: 'rgba(22,24,29,.55)',
})

/** A side panel on desktop; the whole screen below 1024 px (design brief,
 * docs/product.md#screen-layout). */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(28rem, 100%)',
  height: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} .2s ease-out` } },
  '@media': {
    [mobileQuery]: {
      width: '100%',
      height: '100dvh',
      selectors: { '&[data-entering]': { animation: `${slideUp} .2s ease-out` } },
    },
  },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const body = style({
  flex: 1,
  overflow: 'auto',
  padding: vars.space[4],
  overscrollBehavior: 'contain',
})
