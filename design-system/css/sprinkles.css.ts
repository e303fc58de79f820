import { style } from '@vanilla-extract/css'
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from '../themes/contract.css.ts'
import { responsive } from './conditions.ts'

/** A `ul` or `ol` laid out by a Stack or an Inline: no bullets, no indent (before the atoms: their padding wins). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 })

/**
 * Layout atoms (Box, Stack, Inline are built on them). `mobile`/`desktop`: below 1024 px is
 * mobile. No margins: space between siblings is the gap of a Stack or an Inline. Every value here
 * ships in the page's first script and stylesheet, so add one only when a component needs it.
 */
const layout = defineProperties({
  ...responsive,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

export const sprinkles = createSprinkles(layout)
export type Sprinkles = Parameters<typeof sprinkles>[0]
