import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const scroller = style({ width: '100%', overflowX: 'auto' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
})

export const column = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `2px solid ${vars.color.text}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const end = style({ textAlign: 'right' })

export const empty = style({
  padding: vars.space[6],
  textAlign: 'center',
  color: vars.color.textMuted,
})
