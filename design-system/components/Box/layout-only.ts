import type { AriaAttributes, ElementType, ReactNode, Ref } from 'react'
import { bareList, type Sprinkles } from '../../css/sprinkles.css.ts'

/**
 * What Stack and Inline take: the element, its padding from the space scale and what
 * assistive technology needs, no class nor style. A look of its own belongs to an element
 * around or inside them.
 */
export interface LayoutOnlyProps
  extends Pick<
      Sprinkles,
      | 'padding'
      | 'paddingX'
      | 'paddingY'
      | 'paddingTop'
      | 'paddingBottom'
      | 'paddingLeft'
      | 'paddingRight'
    >,
    AriaAttributes {
  /** The element to render: `ul`, `section`, `nav`, … (`div` by default). */
  as?: ElementType
  id?: string
  role?: string
  ref?: Ref<HTMLElement>
  children?: ReactNode
}

/** A list rendered by a Stack or an Inline is laid out by them alone: no bullets, no indent. */
export const listClassFor = (element: ElementType | undefined) =>
  element === 'ul' || element === 'ol' ? bareList : undefined
