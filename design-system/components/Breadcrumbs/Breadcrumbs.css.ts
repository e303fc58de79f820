import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&:not(:last-child)::after': {
      content: '"/"',
      paddingInline: vars.space[2],
      color: vars.color.textMuted,
    },
  },
})

/** Each crumb's link is a touch target of at least 24 px (WCAG 2.2 target size). */
export const crumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
})
