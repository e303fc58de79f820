import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] })

export const list = style({
  display: 'flex',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})

export const tab = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space[4],
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
})
