import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
})

export const button = style({
  width: '44px',
  height: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const value = style({
  minWidth: '3ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
})
