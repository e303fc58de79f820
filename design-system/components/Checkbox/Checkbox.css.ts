import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
})

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.accentText,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
})
