import type { HTMLAttributes, ReactNode } from 'react'
import type { TypeScaleProps } from './text-props.ts'
import { typeScaleClass } from './type-scale-class.ts'

export interface TextProps extends TypeScaleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element: a `span` by default, `p` for a paragraph, `dd`, `strong`, `small`, `label`… */
  as?:
    | 'span'
    | 'p'
    | 'div'
    | 'strong'
    | 'small'
    | 'em'
    | 'dt'
    | 'dd'
    | 'li'
    | 'label'
    | 'legend'
    | 'time'
    | 'output'
  children?: ReactNode
}

/**
 * Text on the theme's type scale, with no margins. A plain element, not react-aria's `Text`:
 * that one is a slot of react-aria's fields and list items and throws inside an item that
 * names its slots; the shop's text is mostly outside them.
 */
export function Text({
  as: Element = 'span',
  size,
  weight,
  tone,
  lineHeight,
  mono,
  truncate,
  className,
  ...props
}: TextProps) {
  return (
    <Element
      className={typeScaleClass({ size, weight, tone, lineHeight, mono, truncate }, className)}
      {...props}
    />
  )
}
