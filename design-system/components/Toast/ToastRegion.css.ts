import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'
import { mobileQuery } from '../../tokens/tokens.ts'

/**
 * Top right (top, full width on a phone): the bottom corners belong to the chat button and
 * the phone's bottom bar, which would cover a toast and its close button.
 */
export const region = style({
  position: 'fixed',
  right: vars.space[4],
  top: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  '@media': {
    [mobileQuery]: { left: vars.space[4], right: vars.space[4], width: 'auto' },
  },
})

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const toast = styleVariants({
  error: [base, { background: vars.color.dangerSoft, borderLeftColor: vars.color.danger }],
  success: [base, { background: vars.color.successSoft, borderLeftColor: vars.color.success }],
})

export const content = style({ flex: 1 })
