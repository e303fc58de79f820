import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const group = style({ display: 'grid', gap: vars.space[1], minWidth: 0 })

export const label = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space[1] })

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
})

export const circle = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: '7px',
    },
    [`${radio}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
})

export const text = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })
