import { textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const marker = style({ position: 'relative', transform: 'translate(-50%, -100%)' })

export const pin = style({
  width: '44px',
  height: '44px',
  borderRadius: `${vars.radius.full} ${vars.radius.full} ${vars.radius.full} 0`,
  transform: 'rotate(-45deg)',
  background: vars.color.accent,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const popup = style([
  textStyle({ size: 'sm' }),
  {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'max-content',
    maxWidth: '260px',
    padding: vars.space[3],
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
  },
])
