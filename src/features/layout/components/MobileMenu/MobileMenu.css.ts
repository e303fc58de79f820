import { inheritFont, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' }

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const row = style([
  inheritFont,
  textStyle({ size: 'md' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    width: '100%',
    minHeight: '48px',
    padding: `${vars.space[2]} ${vars.space[3]}`,
    border: 0,
    borderBottom: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': focusRing,
    },
  },
])

export const back = style([
  row,
  textStyle({ weight: 'medium' }),
  { color: vars.color.link, justifyContent: 'flex-start' },
])

export const icon = style({ width: '20px', height: '20px', flexShrink: 0 })

export const note = style({ padding: vars.space[3], color: vars.color.textMuted })
