import { inheritFont, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const nav = style({ position: 'relative', width: '100%' })

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const item = style({ display: 'flex' })
export const narrowItem = style({ position: 'relative', display: 'flex' })

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
}

export const trigger = style([
  inheritFont,
  textStyle({ weight: 'medium' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    minHeight: '44px',
    padding: `0 ${vars.space[3]}`,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textInverse,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': { background: 'rgba(255, 255, 255, 0.12)' },
      '&:focus-visible': focusRing,
    },
  },
])

const panelBase = {
  position: 'absolute',
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  marginTop: vars.space[1],
} as const

export const panel = style({
  ...panelBase,
  left: 0,
  minWidth: '260px',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space[2],
})

export const widePanel = style({
  ...panelBase,
  left: 0,
  right: 0,
  padding: vars.space[4],
})

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const columns = style({ columnWidth: '180px', columnGap: vars.space[4] })

export const panelLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: 'none',
  breakInside: 'avoid',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
})

export const note = style({ padding: vars.space[3], color: vars.color.textMuted })
