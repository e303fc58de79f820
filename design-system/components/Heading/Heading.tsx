import type { HTMLAttributes, ReactNode } from 'react'
import type { TextSize, TypeScaleProps } from '../Text/text-props.ts'
import { typeScaleClass } from '../Text/type-scale-class.ts'

export const headingLevels = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof headingLevels)[number]

/** The size a level gets when the caller names none. */
export const headingSizes = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'md',
  6: 'sm',
} as const satisfies Record<HeadingLevel, TextSize>

export interface HeadingProps
  extends TypeScaleProps,
    Omit<HTMLAttributes<HTMLHeadingElement>, 'color' | 'className' | 'style' | 'children'> {
  /** The level in the page's outline (h1…h6); the look comes from `size`. */
  level: HeadingLevel
  className?: string
  children?: ReactNode
}

/**
 * A heading, bold and without margins; its level sets the outline, its size only the look.
 * A plain `h1`…`h6`: react-aria's `Heading` shares a chunk with its Dialog, and a page
 * without dialogs would load that code (+23 KB brotli on the home page). A Dialog or a
 * Sheet names its own title.
 */
export function Heading({
  level,
  size = headingSizes[level],
  weight = 'bold',
  tone,
  lineHeight,
  mono,
  truncate,
  className,
  ...props
}: HeadingProps) {
  const Element = `h${level}` as const
  return (
    <Element
      className={typeScaleClass({ size, weight, tone, lineHeight, mono, truncate }, className)}
      {...props}
    />
  )
}
