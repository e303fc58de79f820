import { textStyle } from '../../css/text-style.ts'
import { flush, truncated } from '../../css/typography.css.ts'
import type { TypeScaleProps } from './text-props.ts'

/** The classes of a step of the type scale, plus a caller's own (layout only: grid area, width). */
export function typeScaleClass(
  { size, weight, tone, lineHeight, mono, truncate }: TypeScaleProps,
  className?: string,
) {
  return [
    flush,
    textStyle({ size, weight, tone, lineHeight, mono }),
    truncate ? truncated : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ')
}
