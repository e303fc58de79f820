import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
} from 'react-aria-components'
import * as field from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import * as styles from './SearchField.css.ts'

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'onSubmit'> {
  label?: string
  placeholder?: string
  /** Submits only when the trimmed text is not empty; receives the trimmed text. */
  onSubmit?: (query: string) => void
  clearLabel?: string
  size?: 'md' | 'lg'
}

/** The search box: Enter submits, Escape or the cross clears. */
export function SearchField({
  label = ru.search,
  placeholder,
  onSubmit,
  clearLabel = ru.searchClear,
  size = 'md',
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      className={field.field}
      onSubmit={(text) => {
        const query = text.trim()
        if (query) onSubmit?.(query)
      }}
    >
      <Label className={field.label}>{label}</Label>
      <div className={styles.wrap}>
        <Input
          className={[field.input, styles.input, size === 'lg' ? styles.large : ''].join(' ')}
          placeholder={placeholder}
        />
        <Button className={styles.clear} aria-label={clearLabel}>
          ✕
        </Button>
      </div>
    </AriaSearchField>
  )
}
