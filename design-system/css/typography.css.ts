import { style } from '@vanilla-extract/css'
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from '../themes/contract.css.ts'
import { responsive } from './conditions.ts'

/**
 * The type scale as static classes: `Text` and `Heading` are built on them, and a feature may
 * compose them into a style of an element that is not text of its own (a link or a button
 * drawn as a row): `style([typography({ fontSize: 'sm' }), { … }])`. Sizes may be responsive.
 */
/**
 * A button or a field takes the font of its parent (browsers give them their own). Defined
 * before the atoms, so a step of the scale composed with it wins.
 */
export const inheritFont = style({ font: 'inherit' })

const scale = defineProperties({
  ...responsive,
  properties: {
    fontSize: vars.fontSize,
    lineHeight: vars.lineHeight,
  },
})

const face = defineProperties({
  properties: {
    fontWeight: vars.fontWeight,
    fontFamily: vars.font,
    color: {
      neutral: vars.color.text,
      muted: vars.color.textMuted,
      link: vars.color.link,
      success: vars.color.success,
      danger: vars.color.danger,
    },
  },
})

export const typography = createSprinkles(scale, face)
export type Typography = Parameters<typeof typography>[0]

/** Text and headings own no space around them: the gap of a Stack or an Inline places them. */
export const flush = style({ margin: 0 })

/** One line cut with «…»; the full text belongs in a `title` or next to it. */
export const truncated = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
})
