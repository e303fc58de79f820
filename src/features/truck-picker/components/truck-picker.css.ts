import { mobileQuery, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

// On a phone it shares the logo's row (a row of its own would push the page's first part below
// the first screen): smaller words, no icon, cut with an ellipsis when a name is long.
export const trigger = style({
  maxWidth: '240px',
  '@media': {
    [mobileQuery]: {
      maxWidth: '45vw',
      paddingInline: vars.space[1],
      gap: 0,
      fontSize: vars.fontSize.sm,
    },
  },
})

export const triggerIcon = style({ '@media': { [mobileQuery]: { display: 'none' } } })

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
