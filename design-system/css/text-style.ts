import type { TypeScaleProps } from '../components/Text/text-props.ts'
import { typography } from './typography.css.ts'

/**
 * A step of the type scale as classes, named like `Text`'s props, for an element that cannot
 * be a `Text`: a react-aria Link or Button, a table cell, a summary. In a `.css.ts`:
 * `style([textStyle({ size: 'sm', weight: 'bold' }), { … }])`.
 */
export function textStyle({
  size,
  weight,
  tone,
  lineHeight,
  mono,
}: Omit<TypeScaleProps, 'truncate'>) {
  return typography({
    fontSize: size,
    fontWeight: weight,
    color: tone,
    lineHeight,
    fontFamily: mono ? 'mono' : undefined,
  })
}
