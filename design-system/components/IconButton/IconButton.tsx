import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import * as styles from './IconButton.css.ts'

export interface IconButtonProps extends Omit<AriaButtonProps, 'aria-label'> {
  /** An icon has no text, so the accessible name is required. */
  'aria-label': string
}

/** A 44 px square button holding only an icon (tap target, design brief). */
export function IconButton({ className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.iconButton, typeof className === 'string' ? className : '']
        .filter(Boolean)
        .join(' ')}
    />
  )
}
