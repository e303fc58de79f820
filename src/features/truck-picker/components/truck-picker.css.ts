import { mobileQuery, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const trigger = style({
  maxWidth: '240px',
  '@media': { [mobileQuery]: { maxWidth: '55vw', paddingInline: vars.space[2] } },
})

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

export const fleetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
})

export const section = style({ display: 'grid', gap: vars.space[3] })

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const body = style({ display: 'grid', gap: vars.space[5], minWidth: 'min(420px, 80vw)' })
