import type { Responsive } from '../Box/responsive.ts'

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const
export type TextSize = (typeof textSizes)[number]
export const textWeights = ['regular', 'medium', 'bold'] as const
export type TextWeight = (typeof textWeights)[number]
export const textTones = ['neutral', 'muted', 'link', 'success', 'danger'] as const
export type TextTone = (typeof textTones)[number]
export const lineHeights = ['tight', 'normal'] as const
export type LineHeight = (typeof lineHeights)[number]

/** What Text and Heading share: a step of the theme's type scale, never a raw value. */
export interface TypeScaleProps {
  /** A step of the type scale; may differ on a phone: `{ mobile: 'sm', desktop: 'md' }`. */
  size?: Responsive<TextSize>
  weight?: TextWeight
  /** The colour by meaning; inherits the surrounding colour when left out. */
  tone?: TextTone
  lineHeight?: Responsive<LineHeight>
  /** Article numbers and codes in the monospace face. */
  mono?: boolean
  /** One line cut with «…». */
  truncate?: boolean
}
