import { Button, Inline, Select, Stack, TextField } from '@gruzovik/design-system'
import type { TruckField } from '@gruzovik/machines'
import type { FormEvent } from 'react'
import type { TruckList } from '../../../api/trucks.ts'
import { trucksText as text } from '../../../content/trucks.ts'
import type { TruckForm as TruckFormActor } from '../use-truck-form.ts'
import * as styles from './account.css.ts'
import { VinCatalogueAnswer } from './VinCatalogueAnswer.tsx'

/**
 * A truck's fields (docs/product.md#the-fleet): the VIN decodes as it is typed and fills the make
 * and year for the buyer to confirm, with the online catalogue's answer (exact model, OEM
 * numbers) when one is connected; messages stand under their fields, the draft stays on any
 * refusal.
 */
export function TruckForm({
  form: [snapshot, send],
  makes,
}: {
  form: TruckFormActor
  makes: TruckList['makes']
}) {
  const { draft, problems, failure, decoded, vinError } = snapshot.context
  const change = (field: TruckField) => (value: string) =>
    send({ type: 'truck.change', field, value })
  const errorOf = (field: TruckField) => {
    const problem = problems[field]
    if (problem) return text.problems[problem]
    if (field === 'vin' && vinError) return vinError
    return failure?.fieldErrors[field]
  }
  const invalid = (field: TruckField) => Boolean(errorOf(field))
  /** A text field's name, value, change and message, bound to the draft. */
  const bound = (field: TruckField & keyof typeof draft) => ({
    name: field,
    value: draft[field],
    onChange: change(field),
    isInvalid: invalid(field),
    errorMessage: errorOf(field),
  })
  const mark = makes.find((make) => make.uuid === draft.mark_uuid)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'truck.save' })
  }
  const vinNote = snapshot.matches({ editing: 'vinDecoding' })
    ? text.decoding
    : decoded
      ? decoded.mark
        ? text.decoded(decoded.maker, decoded.year, decoded.plant)
        : text.decodedNotInCatalogue(decoded.maker)
      : text.fields.vinHint
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Stack space={3}>
        <TextField label={text.fields.vin} {...bound('vin')} maxLength={40} description={vinNote} />
        {decoded?.catalogue ? (
          <VinCatalogueAnswer
            answer={decoded.catalogue}
            models={mark?.models ?? []}
            chosenModel={draft.model_uuid}
            onChooseModel={change('model_uuid')}
          />
        ) : null}
        <TextField
          label={text.fields.name}
          {...bound('name')}
          maxLength={80}
          description={text.fields.nameHint}
          isRequired
        />
        <Select
          label={text.fields.mark}
          options={makes.map((make) => ({ id: make.uuid, label: make.title }))}
          selectedKey={draft.mark_uuid || null}
          onSelectionChange={(key) => change('mark_uuid')(key === null ? '' : String(key))}
          isRequired
          isInvalid={invalid('mark_uuid')}
          errorMessage={errorOf('mark_uuid')}
        />
        <Select
          label={text.fields.model}
          options={[
            { id: '', label: text.fields.noModel },
            ...(mark?.models ?? []).map((model) => ({
              id: model.uuid,
              label: `${model.title} (${model.years})`,
            })),
          ]}
          selectedKey={draft.model_uuid}
          onSelectionChange={(key) => change('model_uuid')(key === null ? '' : String(key))}
          isDisabled={!mark}
          isInvalid={invalid('model_uuid')}
          errorMessage={errorOf('model_uuid')}
        />
        <TextField label={text.fields.year} {...bound('year')} inputMode="numeric" maxLength={4} />
        <TextField label={text.fields.plate} {...bound('plate_number')} maxLength={20} />
        <TextField label={text.fields.chassis} {...bound('chassis_number')} maxLength={40} />
        <TextField
          label={text.fields.mileage}
          {...bound('mileage_km')}
          inputMode="numeric"
          maxLength={9}
        />
        <Inline space={2}>
          <Button type="submit" variant="primary" isDisabled={snapshot.matches('saving')}>
            {text.save}
          </Button>
          <Button onPress={() => send({ type: 'truck.close' })}>{text.cancel}</Button>
        </Inline>
      </Stack>
    </form>
  )
}
