import { vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

/** The sidebar and the page; below 1024 px one column, the page first. */
export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
})

/** The page never widens the column: wide content wraps or fits inside (390 px phones). */
export const page = style({ minWidth: 0 })

// On the phone the page comes first and the menu after it.
globalStyle(`${columns} > aside`, {
  '@media': { 'screen and (max-width: 1023.98px)': { order: 1 } },
})
