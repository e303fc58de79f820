import { Button, EmptyState, formatUnixDate, Table, toastQueue } from '@gruzovik/design-system'
import { deleteInformReceipt, listInformReceipts } from '../../../api/inform-receipts.ts'
import { informReceiptsText } from '../../../content/account.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { itemActions } from '../access.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { LoadView } from './LoadView.tsx'

/** /account/inform-receipts: "tell me when it arrives" subscriptions, each cancellable. */
export function InformReceiptsPage() {
  const { user } = useAppData()
  const { state, reload } = useLoad(() => listInformReceipts())
  const remove = async (uuid: string) => {
    try {
      await deleteInformReceipt(uuid)
      toastQueue.success(informReceiptsText.removed)
      reload()
    } catch {
      // The API layer has shown the notification.
    }
  }
  return (
    <section className={styles.page} aria-labelledby="receipts-title">
      <h1 id="receipts-title" className={styles.title}>
        {informReceiptsText.title}
      </h1>
      <LoadView state={state} retry={reload}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState description={informReceiptsText.empty} />
          ) : (
            <Table
              aria-label={informReceiptsText.title}
              rows={data.items.map((receipt) => ({ ...receipt, id: receipt.uuid }))}
              columns={[
                {
                  id: 'part',
                  title: informReceiptsText.part,
                  render: (r) => <a href={r.product.link}>{r.product.full_title}</a>,
                },
                {
                  id: 'article',
                  title: informReceiptsText.article,
                  render: (r) => r.product.article,
                },
                {
                  id: 'stock',
                  title: informReceiptsText.stock,
                  align: 'end',
                  render: (r) => r.product.total_stock,
                },
                {
                  id: 'since',
                  title: informReceiptsText.since,
                  render: (r) => formatUnixDate(r.created_at),
                },
                {
                  id: 'remove',
                  title: informReceiptsText.unsubscribe,
                  render: (r) =>
                    itemActions(user, 'informReceipt', r).delete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={informReceiptsText.unsubscribeLabel(r.product.full_title)}
                        onPress={() => void remove(r.uuid)}
                      >
                        {informReceiptsText.unsubscribe}
                      </Button>
                    ) : null,
                },
              ]}
            />
          )
        }
      </LoadView>
    </section>
  )
}
