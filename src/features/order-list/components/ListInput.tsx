import { Button, Inline, Stack, TextField } from '@gruzovik/design-system'
import type { ListSource } from '@gruzovik/machines'
import { useRef, useState } from 'react'
import { orderListText as text } from '../../../content/order-list.ts'
import * as styles from './order-list.css.ts'

const accepted =
  '.xlsx,.xls,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The pasted list and the file upload. The text lives here, not in the flow, so a failed read
 * loses nothing the buyer typed. An `.xls` is refused before it is sent (not read, see
 * docs/product.md#order-from-a-list).
 */
export function ListInput({
  busy,
  error,
  onRead,
}: {
  busy: boolean
  /** The server's message about the last read, shown under the field. */
  error: string | null
  onRead: (source: ListSource) => void
}) {
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const shown = problem ?? error
  const submit = () => {
    if (!value.trim()) {
      setProblem(text.pasteEmpty)
      return
    }
    setProblem(null)
    onRead({ kind: 'text', text: value })
  }
  const upload = (file: File | undefined) => {
    if (!file) return
    if (/\.xls$/i.test(file.name)) {
      setProblem(text.fileXls)
    } else {
      setProblem(null)
      onRead({ kind: 'file', file, name: file.name })
    }
    if (fileInput.current) fileInput.current.value = ''
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack space={3}>
        <TextField
          label={text.pasteLabel}
          description={text.pasteDescription}
          placeholder={text.pastePlaceholder}
          multiline
          value={value}
          onChange={setValue}
          isInvalid={shown !== null}
          errorMessage={shown ?? undefined}
          maxLength={200000}
        />
        <Inline space={3} alignY="center">
          <Button type="submit" isDisabled={busy}>
            {text.find}
          </Button>
          <label className={styles.fileLabel}>
            <span>{text.fileLabel}</span>
            <input
              ref={fileInput}
              type="file"
              accept={accepted}
              disabled={busy}
              aria-describedby="order-list-file-hint"
              onChange={(event) => upload(event.currentTarget.files?.[0])}
            />
          </label>
          <span id="order-list-file-hint" className={styles.hint}>
            {text.fileDescription}
          </span>
        </Inline>
      </Stack>
    </form>
  )
}
