import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})
