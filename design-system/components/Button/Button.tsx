import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components'
import * as styles from './Button.css.ts'

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const
export type ButtonVariant = (typeof buttonVariants)[number]

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  fullWidth?: boolean
}

/** The shop's button. `isPending` shows a spinner and keeps the button focusable but inert. */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.button({ variant, size, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {isPending && <span className={styles.spinner} aria-hidden="true" />}
          {children}
        </>
      ))}
    </AriaButton>
  )
}
