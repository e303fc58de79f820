import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/contract.css.ts'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: '44px',
    paddingInline: vars.space[5],
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color .15s, border-color .15s',
    selectors: {
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: '36px', paddingInline: vars.space[3], fontSize: vars.fontSize.sm },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} .7s linear infinite`,
})
