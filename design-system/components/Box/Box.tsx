import type { AllHTMLAttributes, ElementType, Ref } from 'react'
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css.ts'

export interface BoxProps
  extends Sprinkles,
    Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render: `ul`, `section`, `nav`, … (`div` by default). */
  as?: ElementType
  ref?: Ref<HTMLElement>
}

/**
 * An element whose layout props (display, flex, and gap and padding from the space scale)
 * become the sprinkles' static classes: no styles are computed at runtime. A value may be
 * responsive: `gap={{ mobile: 3, desktop: 4 }}`.
 */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
    else rest[key] = value
  }
  const atomClass = sprinkles(atoms as Sprinkles)
  const classes = className ? `${atomClass} ${className}`.trim() : atomClass
  return <Element className={classes || undefined} {...rest} />
}
