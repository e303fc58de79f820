import {
  Checkbox,
  CodeField,
  PhoneField,
  QuantityStepper,
  RadioGroup,
  SearchField,
  Select,
  type SelectOption,
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
    <div className={styles.stack}>
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
    </div>
  )
}

/** As app data sends them: Russia and Kazakhstan share +7; Kazakhstan is 77. */
const phoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##' },
  { prefix: '77', mask: '+7(7##)###-##-##' },
]

export function PhoneFieldDemo() {
  return (
    <div className={styles.stack}>
      <PhoneField phoneCodes={phoneCodes} />
      <PhoneField
        phoneCodes={phoneCodes}
        label={texts.phoneField.errorLabel}
        defaultValue="+7(999)123 45 67"
        isInvalid
        errorMessage={texts.phoneField.serverError}
      />
    </div>
  )
}

export function CodeFieldDemo() {
  const [accepted, setAccepted] = useState('')
  return (
    <div className={styles.stack}>
      <CodeField onChange={() => setAccepted('')} onComplete={setAccepted} />
      <p role="status" className={styles.status}>
        {accepted ? texts.codeField.accepted(accepted) : texts.codeField.waiting}
      </p>
    </div>
  )
}

export function SearchFieldDemo() {
  const [query, setQuery] = useState('')
  return (
    <div className={styles.stack}>
      <SearchField
        label={texts.searchField.label}
        placeholder={texts.searchField.placeholder}
        onSubmit={setQuery}
        onClear={() => setQuery('')}
      />
      <p role="status" className={styles.status}>
        {query ? texts.searchField.submitted(query) : ''}
      </p>
    </div>
  )
}

export function CheckboxDemo() {
  const [inStock, setInStock] = useState(true)
  const [used, setUsed] = useState(false)
  return (
    <div className={styles.stack}>
      <Checkbox isSelected={inStock} onChange={setInStock}>
        {texts.checkbox.inStock}
      </Checkbox>
      <Checkbox isSelected={used} onChange={setUsed}>
        {texts.checkbox.used}
      </Checkbox>
      <Checkbox isIndeterminate>{texts.checkbox.allBranches}</Checkbox>
      <Checkbox isDisabled>{texts.checkbox.delivery}</Checkbox>
    </div>
  )
}

export function RadioGroupDemo() {
  const [way, setWay] = useState<string | null>('pickup')
  const chosen = texts.radioGroup.options.find((option) => option.value === way)
  return (
    <div className={styles.stack}>
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
    </div>
  )
}

export function SelectDemo() {
  const [warranty, setWarranty] = useState<SelectOption['id'] | null>('14')
  const [sort, setSort] = useState<SelectOption['id'] | null>('relevance')
  return (
    <div className={styles.stack}>
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
    </div>
  )
}

/** Units of the demo part in stock: plus stops here. */
const demoStock = 4

export function QuantityStepperDemo() {
  const [count, setCount] = useState(1)
  const q = texts.quantityStepper
  return (
    <div className={styles.stack}>
      <p className={styles.caption}>{q.part}</p>
      <div className={styles.row}>
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
      </div>
      <p className={styles.caption}>{q.used}</p>
      <div className={styles.row}>
        <QuantityStepper
          value={1}
          onDecrement={() => {}}
          onIncrement={() => {}}
          isDecrementDisabled
          isIncrementDisabled
          labels={{ group: q.group(q.used) }}
        />
        <p className={styles.caption}>{q.usedNote}</p>
      </div>
    </div>
  )
}
