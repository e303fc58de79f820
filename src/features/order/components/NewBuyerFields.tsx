import { Button, Inline, TextField, toastQueue } from '@gruzovik/design-system'
import { counterpartyTypeOf } from '@gruzovik/openapi/requisites'
import { useState } from 'react'
import { type Counterparty, createCounterparty } from '../../../api/counterparties.ts'
import { newBuyerText } from '../../../content/order.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import {
  emptyNewBuyer,
  type NewBuyer,
  type NewBuyerErrors,
  toCounterpartyInput,
  validateNewBuyer,
} from '../new-buyer.ts'
import { serverOrderErrors } from '../order-errors.ts'
import * as styles from './order.css.ts'

/**
 * «Добавить организацию» inside the order form: name, ИНН, КПП (for a 10-digit ИНН) and
 * address, saved as the account's counterparty and handed back to be chosen as the buyer.
 * No <form> of its own (it sits inside the order's): its button saves.
 */
export function NewBuyerFields({ onSaved }: { onSaved: (counterparty: Counterparty) => void }) {
  const [open, setOpen] = useState(false)
  const [buyer, setBuyer] = useState<NewBuyer>(emptyNewBuyer)
  const [errors, setErrors] = useState<NewBuyerErrors>({})
  const [busy, setBusy] = useState(false)

  if (!open) {
    return (
      <Inline space={2}>
        <Button size="sm" onPress={() => setOpen(true)}>
          {newBuyerText.add}
        </Button>
      </Inline>
    )
  }
  const set = (field: keyof NewBuyer) => (value: string) => {
    setBuyer((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const save = async () => {
    const found = validateNewBuyer(buyer)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const saved = await createCounterparty(toCounterpartyInput(buyer))
      toastQueue.success(newBuyerText.saved(saved.title))
      setBuyer(emptyNewBuyer)
      setOpen(false)
      onSaved(saved)
    } catch (error) {
      const fromServer = serverOrderErrors(error)
      // A refusal without field messages (403, 5xx) is announced as a notification.
      if (Object.keys(fromServer).length === 0) notifyError(error)
      setErrors(fromServer)
    } finally {
      setBusy(false)
    }
  }
  const field = (name: keyof NewBuyer) => ({
    value: buyer[name],
    onChange: set(name),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  })
  const sole = counterpartyTypeOf(buyer.inn.trim()) === 'entrepreneur'
  return (
    <fieldset
      className={styles.fieldset}
      // Enter in these fields saves the organisation rather than submitting the whole order.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault()
          void save()
        }
      }}
    >
      <legend className={styles.legend}>{newBuyerText.title}</legend>
      <TextField
        label={newBuyerText.name}
        description={newBuyerText.nameHint}
        maxLength={255}
        isRequired
        {...field('title')}
      />
      <TextField
        label={newBuyerText.inn}
        description={newBuyerText.innHint}
        inputMode="numeric"
        maxLength={12}
        isRequired
        {...field('inn')}
      />
      {!sole && (
        <TextField
          label={newBuyerText.kpp}
          description={newBuyerText.kppHint}
          inputMode="numeric"
          maxLength={9}
          isRequired
          {...field('kpp')}
        />
      )}
      <TextField
        label={newBuyerText.address}
        maxLength={500}
        isRequired
        {...field('legal_address')}
      />
      <Inline space={2}>
        <Button variant="primary" isPending={busy} onPress={() => void save()}>
          {busy ? newBuyerText.saving : newBuyerText.save}
        </Button>
        <Button variant="ghost" onPress={() => setOpen(false)}>
          {newBuyerText.cancel}
        </Button>
      </Inline>
    </fieldset>
  )
}
