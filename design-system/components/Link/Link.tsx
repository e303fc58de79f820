import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import * as styles from './Link.css.ts'

export type LinkProps = AriaLinkProps

/** A text link; client-side routing plugs in through RAC's RouterProvider in the shop. */
export function Link({ className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={[styles.link, typeof className === 'string' ? className : '']
        .filter(Boolean)
        .join(' ')}
    />
  )
}
