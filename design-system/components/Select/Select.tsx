import { type ComponentType, useId, useRef, useState } from 'react'
import * as field from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import type { AriaSelectProps } from './AriaSelect.tsx'
import * as styles from './Select.css.ts'
import type { SelectProps } from './select-props.ts'

export type { SelectOption, SelectProps } from './select-props.ts'

let loading: Promise<ComponentType<AriaSelectProps>> | undefined
/** The popover, listbox and react-aria's Select, fetched once for every dropdown of the page. */
const loadAriaSelect = () => {
  loading ??= import('./AriaSelect.tsx').then((module) => module.AriaSelect)
  return loading
}

/**
 * A single-choice dropdown (warranty, sort order). Until its first press it is a plain button
 * drawn like react-aria's closed Select (same label, value, names and ARIA); the press loads
 * react-aria's Select, which replaces it already open, with its keyboard and screen-reader
 * behaviour from then on. Pages with a dropdown thus carry no overlay code until one is used.
 */
export function Select(props: SelectProps) {
  const [Loaded, setLoaded] = useState<ComponentType<AriaSelectProps> | null>(null)
  if (Loaded) return <Loaded {...props} openOnMount />
  const open = () => {
    void loadAriaSelect().then((component) => setLoaded(() => component))
  }
  return <SelectTrigger {...props} onOpen={open} onWarm={() => void loadAriaSelect()} />
}

function SelectTrigger({
  label,
  options,
  description,
  errorMessage,
  placeholder = ru.selectPlaceholder,
  value,
  defaultValue,
  selectedKey,
  defaultSelectedKey,
  isDisabled,
  isInvalid,
  isRequired,
  name,
  onOpen,
  onWarm,
}: SelectProps & { onOpen: () => void; onWarm: () => void }) {
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  // As react-aria reads them: `value` or the older `selectedKey`, else their defaults.
  const controlled = value !== undefined ? value : selectedKey
  const key = controlled !== undefined ? controlled : (defaultValue ?? defaultSelectedKey)
  const selected = key === null || key === undefined ? undefined : options.find((o) => o.id === key)
  const ids = {
    label: `${id}-label`,
    value: `${id}-value`,
    description: `${id}-description`,
    error: `${id}-error`,
  }
  const describedBy = [
    description ? ids.description : null,
    isInvalid && errorMessage ? ids.error : null,
  ].filter(Boolean)
  return (
    <div
      className={field.field}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
    >
      {/* react-aria's Select labels its trigger the same way: a span that focuses it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the button is reachable itself */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the label only forwards a pointer press */}
      <span className={field.label} id={ids.label} onClick={() => button.current?.focus()}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={[field.input, styles.trigger].join(' ')}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-labelledby={`${ids.value} ${ids.label}`}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          onOpen()
        }}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      >
        <span
          id={ids.value}
          className={styles.value}
          data-placeholder={selected ? undefined : true}
        >
          {selected?.label ?? placeholder}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {description && (
        <span id={ids.description} className={field.description}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={ids.error} className={field.error}>
          {errorMessage}
        </span>
      )}
      {name && (
        <input
          type="hidden"
          name={name}
          value={key === null || key === undefined ? '' : String(key)}
        />
      )}
    </div>
  )
}
