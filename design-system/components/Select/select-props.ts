import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components'

export interface SelectOption {
  id: Key
  label: string
  isDisabled?: boolean
}

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption, 'single'>,
    'children' | 'items' | 'selectionMode' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
  > {
  label: string
  options: readonly SelectOption[]
  description?: string
  errorMessage?: string
}
