import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from '../themes/contract.css.ts'
import { desktopQuery, mobileQuery } from '../tokens/tokens.ts'

/** Layout atoms. `mobile`/`desktop` follow spec 9: below 1024 px is mobile. */
const layout = defineProperties({
  conditions: {
    all: {},
    mobile: { '@media': mobileQuery },
    desktop: { '@media': desktopQuery },
  },
  defaultCondition: 'all',
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
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

export const sprinkles = createSprinkles(layout)
export type Sprinkles = Parameters<typeof sprinkles>[0]
