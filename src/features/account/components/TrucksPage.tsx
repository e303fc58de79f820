import { Button, Dialog, Stack, toastQueue } from '@gruzovik/design-system'
import { useState } from 'react'
import { deleteTruck, listTrucks, type Truck, type TruckList } from '../../../api/trucks.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { trucksText as text } from '../../../content/trucks.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { itemActions } from '../access.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useItemList } from '../use-item-list.ts'
import { type TruckFormCalls, truckFormCalls, useTruckForm } from '../use-truck-form.ts'
import { ItemListPage } from './ItemListPage.tsx'
import { RowActions } from './RowActions.tsx'
import { TruckForm } from './TruckForm.tsx'

/** The page's API calls; tests and stories pass their own. */
const pageCalls = {
  list: (): Promise<TruckList> => listTrucks(),
  remove: (uuid: string): Promise<unknown> => deleteTruck(uuid),
  ...truckFormCalls,
}
export type TruckPageCalls = typeof pageCalls & TruckFormCalls

const grouped = (n: number) => n.toLocaleString('ru-RU').replace(/\s/g, ' ')
const truckOf = (t: Truck) =>
  [t.mark_title, t.model_title?.replace(t.mark_title ?? '', '').trim()].filter(Boolean).join(' ') ||
  '—'

/**
 * /account/trucks «Мои грузовики» (docs/product.md#the-fleet): the company's trucks; with
 * `truck.edit` a truck is added or changed in a form whose VIN fills the make and year, and
 * deleted after a confirmation. Actions follow each truck's `allows`.
 */
export function TrucksPage({ calls = pageCalls }: { calls?: TruckPageCalls }) {
  useAccountTitle(text.title)
  const { user } = useAppData()
  const list = useItemList(() => calls.list(), '', calls.remove, text.removed)
  const form = useTruckForm(calls, () => {
    toastQueue.success(text.saved)
    list.reload()
  })
  const [snapshot, send] = form
  const [removing, setRemoving] = useState<Truck | null>(null)
  const loaded = list.state.status === 'ok' ? list.state.data : null
  const open = (truck: Truck | null) => send({ type: 'truck.open', truck })
  const editing = snapshot.context.uuid
    ? loaded?.items.find((t) => t.uuid === snapshot.context.uuid)
    : null
  return (
    <Stack space={4}>
      <ItemListPage
        titleId="trucks-title"
        text={text}
        list={list}
        actions={
          loaded?.allows.create && (
            <Button variant="primary" onPress={() => open(null)}>
              {text.add}
            </Button>
          )
        }
        columns={[
          { id: 'name', title: text.columns.name, render: (t) => t.name },
          { id: 'truck', title: text.columns.truck, render: truckOf },
          { id: 'year', title: text.columns.year, render: (t) => t.year ?? '—' },
          { id: 'vin', title: text.columns.vin, render: (t) => t.vin ?? '—' },
          { id: 'plate', title: text.columns.plate, render: (t) => t.plate_number ?? '—' },
          {
            id: 'mileage',
            title: text.columns.mileage,
            align: 'end',
            render: (t) => (t.mileage_km === null ? '—' : grouped(t.mileage_km)),
          },
          {
            id: 'actions',
            title: text.columns.actions,
            render: (t) => {
              const may = itemActions(user, 'truck', t)
              return (
                <RowActions
                  actions={[
                    {
                      label: text.edit,
                      ariaLabel: text.editLabel(t.name),
                      onPress: () => open(t),
                      allowed: may.edit,
                    },
                    {
                      label: text.remove,
                      ariaLabel: text.removeLabel(t.name),
                      onPress: () => setRemoving(t),
                      variant: 'ghost',
                      allowed: may.delete,
                    },
                  ]}
                />
              )
            },
          },
        ]}
      />
      <Dialog
        title={editing ? text.formTitleEdit(editing.name) : text.formTitleNew}
        isOpen={!snapshot.matches('closed')}
        onOpenChange={(isOpen) => !isOpen && send({ type: 'truck.close' })}
      >
        {!snapshot.matches('closed') && <TruckForm form={form} makes={loaded?.makes ?? []} />}
      </Dialog>
      <ConfirmDialog
        isOpen={removing !== null}
        title={text.removeConfirm(removing?.name ?? '')}
        confirmLabel={text.remove}
        cancelLabel={text.cancel}
        onConfirm={() => {
          const truck = removing
          setRemoving(null)
          if (truck) void list.remove(truck.uuid)
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing?.name}
      </ConfirmDialog>
    </Stack>
  )
}
