import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const page = style({
  minWidth: '44px',
  height: '44px',
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      borderColor: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const gap = style({ paddingInline: vars.space[1], color: vars.color.textMuted })
