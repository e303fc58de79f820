import { Button, Dialog, Select, Spinner, Text } from '@gruzovik/design-system'
import { fleetPick, modelYears } from '@gruzovik/machines'
import { useEffect } from 'react'
import { truckPickerText as t } from '../../../content/truck-picker-dialog.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { type ChosenTruck, chosenTruckName } from '../../../lib/chosen-truck/chosen-truck.ts'
import {
  type TruckPickerCalls,
  type TruckPickerState,
  truckPickerCalls,
  useTruckPicker,
} from '../use-truck-picker.ts'
import * as styles from './truck-picker.css.ts'

interface Props {
  state: TruckPickerState[0]
  send: TruckPickerState[1]
}

/** The picker's dialog: the fleet's trucks, then make → model → year, and clearing. */
export default function TruckPickerDialog({
  presses,
  chosen,
  calls = truckPickerCalls,
}: {
  /** How many times the header's button was pressed: each press opens the picker. */
  presses: number
  chosen: ChosenTruck | null
  calls?: TruckPickerCalls | undefined
}) {
  const { user } = useAppData()
  const [state, send] = useTruckPicker(calls, Boolean(user))
  useEffect(() => {
    if (presses > 0) send({ type: 'picker.open' })
  }, [presses, send])
  const isOpen = !state.matches('closed')
  return (
    <Dialog
      title={t.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) send({ type: 'picker.close' })
      }}
    >
      <div className={styles.body}>
        <Text>{t.intro}</Text>
        {state.matches({ open: 'loading' }) && <Spinner label={t.loading} />}
        {state.matches({ open: 'failed' }) && (
          <div role="alert" className={styles.section}>
            <Text>{t.failed}</Text>
            <Button variant="secondary" onPress={() => send({ type: 'picker.retry' })}>
              {t.retry}
            </Button>
          </div>
        )}
        {state.matches({ open: 'ready' }) && <Choices state={state} send={send} />}
        {chosen && (
          <Button variant="ghost" onPress={() => send({ type: 'picker.clear' })}>
            {`${t.clear} (${chosenTruckName(chosen)})`}
          </Button>
        )}
      </div>
    </Dialog>
  )
}

function Choices({ state, send }: Props) {
  const { context } = state
  const fleet = context.fleet.flatMap((truck) => {
    const pick = fleetPick(context, truck.uuid)
    return pick ? [{ truck, pick }] : []
  })
  const make = context.makes.find((m) => m.uuid === context.makeId)
  const model = make?.models.find((m) => m.uuid === context.modelId)
  const years = model ? modelYears(model.years, new Date().getFullYear()) : []
  return (
    <>
      {fleet.length > 0 && (
        <section className={styles.section} aria-labelledby="truck-picker-fleet">
          <h3 id="truck-picker-fleet" className={styles.sectionTitle}>
            {t.fleet}
          </h3>
          <ul className={styles.fleetList}>
            {fleet.map(({ truck, pick }) => (
              <li key={truck.uuid}>
                <Button
                  variant="secondary"
                  fullWidth
                  onPress={() => send({ type: 'picker.chooseFleetTruck', truckId: truck.uuid })}
                >
                  {t.fleetTruck(truck.name, chosenTruckName(pick))}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="truck-picker-model">
        <h3 id="truck-picker-model" className={styles.sectionTitle}>
          {t.byModel}
        </h3>
        <Select
          label={t.make}
          options={context.makes.map((m) => ({ id: m.uuid, label: m.title }))}
          selectedKey={context.makeId}
          onSelectionChange={(key) =>
            send({ type: 'picker.chooseMake', makeId: key === null ? null : String(key) })
          }
        />
        <Select
          label={t.model}
          options={(make?.models ?? []).map((m) => ({
            id: m.uuid,
            label: `${m.title} (${m.years})`,
          }))}
          selectedKey={context.modelId}
          isDisabled={!make}
          onSelectionChange={(key) =>
            send({ type: 'picker.chooseModel', modelId: key === null ? null : String(key) })
          }
        />
        <Select
          label={t.year}
          options={[
            { id: '', label: t.anyYear },
            ...years.map((year) => ({ id: String(year), label: String(year) })),
          ]}
          selectedKey={context.year ? String(context.year) : ''}
          isDisabled={!model}
          onSelectionChange={(key) =>
            send({ type: 'picker.chooseYear', year: key ? Number(key) : null })
          }
        />
        <Button
          variant="primary"
          isDisabled={!model}
          onPress={() => send({ type: 'picker.confirm' })}
        >
          {t.confirm}
        </Button>
      </section>
    </>
  )
}
