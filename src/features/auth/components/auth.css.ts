import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const consent = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const link = style({ color: vars.color.link })

export const textButton = style({
  padding: 0,
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const barButton = style([
  accountButton,
  {
    flexDirection: 'column',
    gap: '2px',
    width: '100%',
    minHeight: '56px',
    padding: vars.space[1],
    fontSize: vars.fontSize.xs,
    color: vars.color.text,
    overflow: 'hidden',
  },
])

export const icon = style({ width: '24px', height: '24px', flexShrink: 0 })
