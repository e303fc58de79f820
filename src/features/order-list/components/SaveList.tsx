import { Button, Inline, TextField } from '@gruzovik/design-system'
import { type ImportResolution, savedRows } from '@gruzovik/machines'
import { useState } from 'react'
import { createOrderList } from '../../../api/order-lists.ts'
import { orderListText as text } from '../../../content/order-list.ts'
import { describeFailure, failureText } from '../../../lib/errors/describe-failure.ts'

/** «Сохранить список» for a buyer with `list.edit`: the rows as written, with the parts found. */
export function SaveList({ resolution }: { resolution: ImportResolution }) {
  const [name, setName] = useState('')
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const save = async () => {
    if (!name.trim()) {
      setMessage({ error: true, text: text.saveEmptyName })
      return
    }
    setSaving(true)
    try {
      const list = await createOrderList({ name: name.trim(), rows: savedRows(resolution) })
      setMessage({ error: false, text: text.saved(list.name) })
    } catch (error) {
      const failure = describeFailure(error)
      setMessage({ error: true, text: failure.fieldErrors.name ?? failureText(failure) })
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Inline space={2} alignY="bottom">
        <TextField
          label={text.saveLabel}
          placeholder={text.savePlaceholder}
          value={name}
          onChange={setName}
          maxLength={120}
          isInvalid={message?.error ?? false}
          errorMessage={message?.error ? message.text : undefined}
        />
        <Button type="submit" variant="secondary" isDisabled={saving}>
          {text.save}
        </Button>
      </Inline>
      <p aria-live="polite">{message && !message.error ? message.text : ''}</p>
    </form>
  )
}
