import {
  Checkbox,
  CodeField,
  Inline,
  PhoneField,
  QuantityStepper,
  RadioGroup,
  SearchField,
  Select,
  type SelectOption,
  Stack,
  TextField,
} from '@gruzovik/design-system'
import { useState } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts

/** Shortest article the demo accepts; shorter text shows the field's error. */
const minArticle = 5

export function TextFieldDemo() {
  const [article, setArticle] = useState('7421')
  const tooShort = article.trim().length > 0 && article.trim().length < minArticle
  return (
    <Stack space={3}>
      <TextField
        label={texts.textField.article}
        description={texts.textField.articleHint}
        value={article}
        onChange={setArticle}
        isInvalid={tooShort}
        errorMessage={texts.textField.articleError}
      />
      <TextField label={texts.textField.vin} description={texts.textField.vinHint} maxLength={17} />
      <TextField
        label={texts.textField.comment}
        placeholder={texts.textField.commentPlaceholder}
        multiline
        maxLength={200}
      />
      <TextField
        label={texts.textField.disabled}
        defaultValue={texts.textField.disabledValue}
        isDisabled
      />
    </Stack>
  )
}

/** As app data sends them: Russia and Kazakhstan share +7; Kazakhstan is 77. */
const phoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##' },
  { prefix: '77', mask: '+7(7##)###-##-##' },
]

export function PhoneFieldDemo() {
  return (
    <Stack space={3}>
      <PhoneField phoneCodes={phoneCodes} />
      <PhoneField
        phoneCodes={phoneCodes}
        label={texts.phoneField.errorLabel}
        defaultValue="+7(999)123 45 67"
        isInvalid
        errorMessage={texts.phoneField.serverError}
      />
    </Stack>
  )
}

export function CodeFieldDemo() {
  const [accepted, setAccepted] = useState('')
  return (
    <Stack space={3}>
      <CodeField onChange={() => setAccepted('')} onComplete={setAccepted} />
      <p role="status" className={styles.status}>
        {accepted ? texts.codeField.accepted(accepted) : texts.codeField.waiting}
      </p>
    </Stack>
  )
}

export function SearchFieldDemo() {
  const [query, setQuery] = useState('')
  return (
    <Stack space={3}>
      <SearchField
        label={texts.searchField.label}
        placeholder={texts.searchField.placeholder}
        onSubmit={setQuery}
        onClear={() => setQuery('')}
      />
      <p role="status" className={styles.status}>
        {query ? texts.searchField.submitted(query) : ''}
      </p>
    </Stack>
  )
}

export function CheckboxDemo() {
  const [inStock, setInStock] = useState(true)
  const [used, setUsed] = useState(false)
  return (
    <Stack space={3}>
      <Checkbox isSelected={inStock} onChange={setInStock}>
        {texts.checkbox.inStock}
      </Checkbox>
      <Checkbox isSelected={used} onChange={setUsed}>
        {texts.checkbox.used}
      </Checkbox>
      <Checkbox isIndeterminate>{texts.checkbox.allBranches}</Checkbox>
      <Checkbox isDisabled>{texts.checkbox.delivery}</Checkbox>
    </Stack>
  )
}

export function RadioGroupDemo() {
  const [way, setWay] = useState<string | null>('pickup')
  const chosen = texts.radioGroup.options.find((option) => option.value === way)
  return (
    <Stack space={3}>
      <RadioGroup
        label={texts.radioGroup.label}
        name="ui-delivery"
        options={texts.radioGroup.options}
        value={way}
        onChange={setWay}
      />
      <p role="status" className={styles.status}>
        {chosen ? texts.radioGroup.chosen(chosen.label) : ''}
      </p>
    </Stack>
  )
}

export function SelectDemo() {
  const [warranty, setWarranty] = useState<SelectOption['id'] | null>('14')
  const [sort, setSort] = useState<SelectOption['id'] | null>('relevance')
  return (
    <Stack space={3}>
      <Select
        label={texts.select.warranty}
        description={texts.select.warrantyHint}
        options={texts.select.warrantyOptions}
        selectedKey={warranty}
        onSelectionChange={setWarranty}
      />
      <Select
        label={texts.select.sort}
        options={texts.select.sortOptions}
        selectedKey={sort}
        onSelectionChange={setSort}
      />
      <Select
        label={texts.select.branch}
        options={texts.select.branchOptions}
        isInvalid
        errorMessage={texts.select.branchError}
      />
    </Stack>
  )
}

/** Units of the demo part in stock: plus stops here. */
const demoStock = 4

export function QuantityStepperDemo() {
  const [count, setCount] = useState(1)
  const q = texts.quantityStepper
  return (
    <Stack space={3}>
      <p className={styles.caption}>{q.part}</p>
      <Inline space={3} alignY="center">
        <QuantityStepper
          value={count}
          onDecrement={() => setCount((value) => Math.max(1, value - 1))}
          onIncrement={() => setCount((value) => Math.min(demoStock, value + 1))}
          isDecrementDisabled={count <= 1}
          isIncrementDisabled={count >= demoStock}
          labels={{ group: q.group(q.part) }}
        />
        <p role="status" className={styles.status}>
          {count >= demoStock ? q.atStock : q.stock(demoStock)}
        </p>
      </Inline>
      <p className={styles.caption}>{q.used}</p>
      <Inline space={3} alignY="center">
        <QuantityStepper
          value={1}
          onDecrement={() => {}}
          onIncrement={() => {}}
          isDecrementDisabled
          isIncrementDisabled
          labels={{ group: q.group(q.used) }}
        />
        <p className={styles.caption}>{q.usedNote}</p>
      </Inline>
    </Stack>
  )
}
