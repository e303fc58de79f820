import { inheritFont, mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const bar = style({
  display: 'none',
  '@media': {
    [mobileQuery]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.header,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      transition: 'transform 0.2s ease',
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
})

export const hidden = style({ transform: 'translateY(110%)' })

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const slot = style({ display: 'flex', justifyContent: 'center', minWidth: 0 })

/** The look shared by the bar's own buttons; slot buttons may reuse it via `barItemClass`. */
export const item = style([
  inheritFont,
  textStyle({ size: 'xs' }),
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    width: '100%',
    minHeight: '56px',
    padding: `${vars.space[1]} ${vars.space[1]}`,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
      '&[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.accent },
    },
  },
])

export const icon = style({ width: '24px', height: '24px' })

/** Space at the page end so the fixed bar never covers the footer's last line. */
export const spacer = style({
  display: 'none',
  '@media': {
    [mobileQuery]: { display: 'block', height: 'calc(56px + env(safe-area-inset-bottom, 0px))' },
  },
})
