import { mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

/** The bottom bar's height (BottomBar.css.ts: 56 px items and a 1 px border). */
const bottomBar = '57px'
const safeArea = 'env(safe-area-inset-bottom, 0px)'

/** Phones only: price and «В корзину» fixed at the bottom, above the bottom bar when it shows. */
export const bar = style({
  display: 'none',
  '@media': {
    [mobileQuery]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space[3],
      position: 'fixed',
      insetInline: 0,
      bottom: safeArea,
      zIndex: vars.zIndex.header,
      minHeight: '64px',
      padding: `${vars.space[2]} ${vars.space[4]}`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      transition: 'bottom 0.2s ease',
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
})

// Above the bottom bar while it shows (it hides on scrolling down).
globalStyle(`body:has([data-bottom-bar="shown"]) ${bar}`, {
  '@media': { [mobileQuery]: { bottom: `calc(${bottomBar} + ${safeArea})` } },
})

// The end of the page stays reachable above the bar.
globalStyle('body:has([data-buy-bar="shown"])', {
  '@media': { [mobileQuery]: { paddingBottom: '64px' } },
})

export const price = style([
  textStyle({ size: 'xl', weight: 'bold' }),
  { whiteSpace: 'nowrap', minWidth: 0 },
])
