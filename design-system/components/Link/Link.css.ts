import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.linkHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-current]': { color: vars.color.text, textDecoration: 'none', cursor: 'default' },
  },
})
