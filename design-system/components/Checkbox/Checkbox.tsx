import type { ReactNode } from 'react'
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components'
import * as styles from './Checkbox.css.ts'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
}

/** A checkbox with its label as children (consent text may hold links). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? '−' : isSelected ? '✓' : ''}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  )
}
