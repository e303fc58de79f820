import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
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

export interface SelectOption {
  id: Key
  label: string
  isDisabled?: boolean
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'items' | 'selectionMode'> {
  label: string
  options: readonly SelectOption[]
  description?: string
  errorMessage?: string
}

/** A single-choice dropdown (warranty, sort order). */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder = ru.selectPlaceholder,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id)
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      <Button className={[field.input, styles.trigger].join(' ')}>
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
        <ListBox items={options} className={pop.list}>
          {(option) => (
            <ListBoxItem id={option.id} className={pop.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
