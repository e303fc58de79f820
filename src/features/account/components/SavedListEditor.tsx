import { Button, Heading, Inline, Stack, TextField } from '@gruzovik/design-system'
import type { DraftRow } from '@gruzovik/machines'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { Busy } from '../../../components/ListResolution/ListReview.tsx'
import { savedListsText as text } from '../../../content/order-list.ts'
import type { SavedListEdit } from '../use-saved-list-edit.ts'
import * as styles from './account.css.ts'

/**
 * Renaming a saved list and editing its rows (a quantity, a row removed), saved in one call
 * (docs/product.md#order-from-a-list). Shown only to whoever may edit the list (`list.edit`);
 * the server checks the same permission. `title` is the list's name as the table shows it.
 */
export function SavedListEditor({ title, edit }: { title: string; edit: SavedListEdit }) {
  const [snapshot, send] = edit
  const { name, rows, problems, failure, saved } = snapshot.context
  const loading = snapshot.matches('loading')
  const saving = snapshot.matches('saving')
  const bad = new Set(problems?.quantities ?? [])
  return (
    <section aria-label={text.editTitle(title)} className={styles.page}>
      <Heading level={2} size="lg">
        {text.editTitle(title)}
      </Heading>
      {loading && <Busy label={text.loading} />}
      {snapshot.matches('loadFailed') && (
        <Stack space={2}>
          <FailureAlert failure={failure} />
          <Inline space={2}>
            <Button onPress={() => send({ type: 'edit.retry' })}>{text.retry}</Button>
            <Button variant="secondary" onPress={() => send({ type: 'edit.close' })}>
              {text.closeEditor}
            </Button>
          </Inline>
        </Stack>
      )}
      {(snapshot.matches('editing') || saving || snapshot.matches('saved')) && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'edit.save' })
          }}
        >
          <TextField
            label={text.nameLabel}
            value={name}
            onChange={(next) => send({ type: 'edit.rename', name: next })}
            maxLength={120}
            isInvalid={problems?.name === 'empty'}
            errorMessage={problems?.name === 'empty' ? text.nameEmpty : undefined}
          />
          <ul aria-label={text.rowsLabel} className={styles.editRows}>
            {rows.map((row, index) => (
              <RowEditor
                key={row.id}
                row={row}
                invalid={bad.has(index)}
                onQuantity={(quantity) => send({ type: 'edit.quantity', index, quantity })}
                onRemove={() => send({ type: 'edit.removeRow', index })}
              />
            ))}
          </ul>
          <div role="alert">
            {problems?.lastRow && <p>{text.lastRow}</p>}
            {problems && (problems.name || problems.quantities.length > 0) && (
              <p>{text.problemsSummary}</p>
            )}
          </div>
          <FailureAlert failure={failure} />
          <Inline space={2} alignY="center">
            <Button type="submit" isDisabled={saving}>
              {text.saveChanges}
            </Button>
            <Button variant="secondary" onPress={() => send({ type: 'edit.close' })}>
              {text.closeEditor}
            </Button>
            <span aria-live="polite">
              {saving && text.saving}
              {snapshot.matches('saved') && saved ? text.savedChanges(saved.name) : ''}
            </span>
          </Inline>
        </form>
      )}
    </section>
  )
}

function RowEditor({
  row,
  invalid,
  onQuantity,
  onRemove,
}: {
  row: DraftRow
  invalid: boolean
  onQuantity: (quantity: string) => void
  onRemove: () => void
}) {
  return (
    <li className={styles.editRow}>
      <span>
        {row.article}
        {row.brand && <span className={styles.muted}> · {row.brand}</span>}
      </span>
      <TextField
        label={text.quantityLabel(row.article)}
        value={row.quantity}
        onChange={onQuantity}
        inputMode="numeric"
        maxLength={5}
        isInvalid={invalid}
        errorMessage={invalid ? text.quantityInvalid : undefined}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-label={text.removeRowLabel(row.article)}
        onPress={onRemove}
      >
        {text.removeRow}
      </Button>
    </li>
  )
}
