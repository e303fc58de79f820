import { useEffect, useRef, useState } from 'react'
import {
  Select as AriaSelectRoot,
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components'
import * as field from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import * as pop from '../Popover/Popover.css.ts'
import * as styles from './Select.css.ts'
import type { SelectOption, SelectProps } from './select-props.ts'

export interface AriaSelectProps extends SelectProps {
  /** Mounted in place of the light trigger after a press: take the focus and open at once. */
  openOnMount?: boolean
}

/**
 * react-aria's Select with its popover and listbox: loaded by Select on the first press, so
 * pages with a dropdown do not download or hydrate the overlay code before it is used.
 */
export function AriaSelect({
  label,
  options,
  description,
  errorMessage,
  placeholder = ru.selectPlaceholder,
  openOnMount = false,
  ...props
}: AriaSelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id)
  const trigger = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  useEffect(() => {
    if (!openOnMount) return
    // Focus first, then open: the popover gives the focus back to the trigger when it closes.
    trigger.current?.focus()
    setOpen(true)
  }, [openOnMount])
  return (
    <AriaSelectRoot
      {...props}
      isOpen={isOpen}
      onOpenChange={setOpen}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      <Button ref={trigger} className={[field.input, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      {props.isInvalid && errorMessage && (
        <Text slot="errorMessage" className={field.error}>
          {errorMessage}
        </Text>
      )}
      <Popover className={pop.popover}>
        <ListBox<SelectOption> items={options} className={pop.list}>
          {(option) => (
            <ListBoxItem id={option.id} className={pop.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelectRoot>
  )
}
