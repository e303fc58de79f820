import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const thumb = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.border,
  display: 'block',
})

export const picked = style({ display: 'grid', gap: vars.space[1], justifyItems: 'start' })

export const fieldError = style({ color: vars.color.danger, margin: 0 })

export const history = style({ margin: 0, paddingLeft: vars.space[4] })
