import { formatUnixDate, Stack } from '@gruzovik/design-system'
import { useState } from 'react'
import {
  deleteOrderList,
  getOrderList,
  listOrderLists,
  type OrderListList,
  updateOrderList,
} from '../../../api/order-lists.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { Busy, ListReview } from '../../../components/ListResolution/ListReview.tsx'
import { useListFlow } from '../../../components/ListResolution/use-list-flow.ts'
import { savedListsText as text } from '../../../content/order-list.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { itemActions } from '../access.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useItemList } from '../use-item-list.ts'
import { type SavedListEditCalls, useSavedListEdit } from '../use-saved-list-edit.ts'
import { ItemListPage } from './ItemListPage.tsx'
import { RowActions } from './RowActions.tsx'
import { SavedListEditor } from './SavedListEditor.tsx'

type Summary = OrderListList['items'][number]

/** The page's API calls; stories pass their own. */
const listCalls = {
  list: (): Promise<OrderListList> => listOrderLists(),
  remove: (uuid: string): Promise<unknown> => deleteOrderList(uuid),
  load: getOrderList as SavedListEditCalls['load'],
  save: updateOrderList as SavedListEditCalls['save'],
}
export type SavedListCalls = typeof listCalls

/**
 * /account/lists: the account's saved lists (docs/product.md#order-from-a-list). «В корзину»
 * resolves one with today's prices and stock into the same table as «Заказ по списку»;
 * «Изменить» renames the list and edits its rows (SavedListEditor); deleting asks first.
 * Actions follow each list's `allows`.
 */
export function SavedListsPage({ calls = listCalls }: { calls?: SavedListCalls }) {
  useAccountTitle(text.title)
  const { user } = useAppData()
  const flow = useListFlow()
  const [snapshot, send] = flow
  const [opened, setOpened] = useState<Summary | null>(null)
  const [removing, setRemoving] = useState<Summary | null>(null)
  const list = useItemList(() => calls.list(), '', calls.remove, text.removed)
  const [editing, setEditing] = useState<Summary | null>(null)
  const edit = useSavedListEdit(calls, list.reload)
  const startEdit = (item: Summary) => {
    setEditing(item)
    edit[1]({ type: 'edit.open', uuid: item.uuid })
  }
  const open = (item: Summary) => {
    setOpened(item)
    send({ type: 'list.open', source: { kind: 'list', uuid: item.uuid } })
  }
  return (
    <Stack space={5}>
      <ItemListPage
        titleId="lists-title"
        text={text}
        list={list}
        columns={[
          { id: 'name', title: text.columns.name, render: (l) => l.name },
          { id: 'rows', title: text.columns.rows, align: 'end', render: (l) => l.rows_count },
          { id: 'author', title: text.columns.author, render: (l) => l.author ?? '—' },
          {
            id: 'updated',
            title: text.columns.updated,
            render: (l) => formatUnixDate(l.updated_at),
          },
          {
            id: 'actions',
            title: text.columns.actions,
            render: (l) => {
              const may = itemActions(user, 'list', l)
              return (
                <RowActions
                  actions={[
                    { label: text.open, ariaLabel: text.openLabel(l.name), onPress: () => open(l) },
                    {
                      label: text.edit,
                      ariaLabel: text.editLabel(l.name),
                      onPress: () => startEdit(l),
                      variant: 'secondary',
                      allowed: may.edit,
                    },
                    {
                      label: text.remove,
                      ariaLabel: text.removeLabel(l.name),
                      onPress: () => setRemoving(l),
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
      {editing && !edit[0].matches('idle') && (
        <SavedListEditor title={edit[0].context.saved?.name ?? editing.name} edit={edit} />
      )}
      {opened && (
        <section aria-label={opened.name}>
          <Stack space={3}>
            <h2>{opened.name}</h2>
            {snapshot.matches('resolving') && !snapshot.context.resolution && (
              <Busy label={text.open} />
            )}
            {!snapshot.context.resolution && <FailureAlert failure={snapshot.context.failure} />}
            <ListReview flow={flow} />
          </Stack>
        </section>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={text.removeConfirm(removing?.name ?? '')}
        confirmLabel={text.remove}
        cancelLabel={text.cancel}
        onConfirm={() => {
          const item = removing
          setRemoving(null)
          if (!item) return
          if (opened?.uuid === item.uuid) setOpened(null)
          if (editing?.uuid === item.uuid) edit[1]({ type: 'edit.close' })
          void list.remove(item.uuid)
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing?.name}</p>
      </ConfirmDialog>
    </Stack>
  )
}
