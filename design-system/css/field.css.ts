import { style } from '@vanilla-extract/css'
import { vars } from '../themes/contract.css.ts'

/** Shared look of every text-like field: label above, input, hint or error below. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })

export const input = style({
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible, &[data-focused]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '0',
    },
    '&[aria-invalid="true"], &[data-invalid]': {
      borderColor: vars.color.danger,
      borderWidth: '2px',
    },
    '&:disabled, &[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
})

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger })
