import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' })

export const input = style({
  paddingRight: '44px',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})

export const large = style({ minHeight: '56px', fontSize: vars.fontSize.lg })

export const clear = style({
  position: 'absolute',
  right: 0,
  width: '44px',
  height: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})
