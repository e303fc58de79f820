import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(28rem, calc(100vw - 16px))',
  padding: vars.space[2],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  overflow: 'auto',
})

export const dialog = style({ outline: 'none' })

/** List rows shared by Select and Menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const list = style({ outline: 'none', margin: 0, padding: 0 })
