import {
  Button,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  Table,
  type TableColumn,
  toastQueue,
} from '@gruzovik/design-system'
import type { PermissionItem } from '@gruzovik/machines'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { accountText } from '../../../content/account.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { notifyError } from '../../../lib/error-notifications.ts'
import { itemActions } from '../access.ts'
import type { FormValues } from '../form-values.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { EntityForm, type FieldSpec } from './EntityForm.tsx'
import { LoadView } from './LoadView.tsx'
import { RowActions } from './RowActions.tsx'

export interface Listed extends PermissionItem {
  uuid: string
}

export interface CrudConfig<T extends Listed, Input> {
  title: string
  /** The permission base: `address` gives `address.edit` and `address.delete`
   * (docs/product.md#permissions). */
  permission: string
  emptyText: string
  load: () => Promise<{ items: T[]; allows?: { create: boolean } }>
  columns: readonly TableColumn<T>[]
  fields: readonly FieldSpec[]
  toValues: (item: T | null) => FormValues
  toInput: (values: FormValues) => Input
  create: (input: Input) => Promise<unknown>
  update: (uuid: string, input: Input) => Promise<unknown>
  remove: (uuid: string) => Promise<unknown>
  nameOf: (item: T) => string
}

type Editing<T> = { item: T | null } | null

/** A list page of the account area: the server's list with create, edit and delete as allowed. */
export function CrudPage<T extends Listed, Input>({ config }: { config: CrudConfig<T, Input> }) {
  useAccountTitle(config.title)
  const { user } = useAppData()
  const { state, reload } = useLoad(config.load)
  const [editing, setEditing] = useState<Editing<T>>(null)
  const [deleting, setDeleting] = useState<T | null>(null)

  const save = async (values: FormValues) => {
    const input = config.toInput(values)
    if (editing?.item) await config.update(editing.item.uuid, input)
    else await config.create(input)
    setEditing(null)
    toastQueue.success(accountText.saved)
    reload()
  }
  const confirmDelete = async (item: T) => {
    setDeleting(null)
    try {
      await config.remove(item.uuid)
      toastQueue.success(accountText.deleted)
      reload()
    } catch (error) {
      // The row stays.
      notifyError(error)
    }
  }

  const actionsColumn: TableColumn<T> = {
    id: 'actions',
    title: accountText.actions,
    render: (item) => {
      const may = itemActions(user, config.permission, item)
      return (
        <RowActions
          actions={[
            {
              label: accountText.edit,
              ariaLabel: `${accountText.edit}: ${config.nameOf(item)}`,
              onPress: () => setEditing({ item }),
              allowed: may.edit,
            },
            {
              label: accountText.delete,
              ariaLabel: `${accountText.delete}: ${config.nameOf(item)}`,
              onPress: () => setDeleting(item),
              variant: 'ghost',
              allowed: may.delete,
            },
          ]}
        />
      )
    },
  }

  return (
    <section className={styles.page} aria-labelledby="crud-title">
      <LoadView state={state} retry={reload}>
        {(list) => (
          <>
            <Inline space={3} align="space-between" alignY="center">
              <Heading level={1} size="xl" id="crud-title">
                {config.title}
              </Heading>
              {list.allows?.create && (
                <Button variant="primary" onPress={() => setEditing({ item: null })}>
                  {accountText.create}
                </Button>
              )}
            </Inline>
            {list.items.length === 0 ? (
              <EmptyState title={accountText.emptyTitle} description={config.emptyText} />
            ) : (
              <Table
                aria-label={config.title}
                layout="cards"
                columns={[...config.columns, actionsColumn]}
                rows={list.items.map((item) => ({ ...item, id: item.uuid }))}
              />
            )}
          </>
        )}
      </LoadView>
      <Dialog
        title={editing?.item ? accountText.edit : accountText.create}
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {editing && (
          <EntityForm
            fields={config.fields}
            initial={config.toValues(editing.item)}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        title={accountText.confirmDeleteTitle}
        isOpen={deleting !== null}
        confirmLabel={accountText.delete}
        cancelLabel={accountText.cancel}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && accountText.confirmDeleteText(config.nameOf(deleting))}
      </ConfirmDialog>
    </section>
  )
}
