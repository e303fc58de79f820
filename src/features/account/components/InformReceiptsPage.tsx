import { Button, formatUnixDate } from '@gruzovik/design-system'
import { deleteInformReceipt, listInformReceipts } from '../../../api/inform-receipts.ts'
import { informReceiptsText } from '../../../content/account.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { itemActions } from '../access.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useItemList } from '../use-item-list.ts'
import { ItemListPage } from './ItemListPage.tsx'

/** /account/inform-receipts: "tell me when it arrives" subscriptions, each cancellable. */
export function InformReceiptsPage() {
  useAccountTitle(informReceiptsText.title)
  const { user } = useAppData()
  const list = useItemList(
    () => listInformReceipts(),
    '',
    deleteInformReceipt,
    informReceiptsText.removed,
  )
  return (
    <ItemListPage
      titleId="receipts-title"
      text={informReceiptsText}
      list={list}
      columns={[
        {
          id: 'part',
          title: informReceiptsText.part,
          render: (r) => <a href={r.product.link}>{r.product.full_title}</a>,
        },
        { id: 'article', title: informReceiptsText.article, render: (r) => r.product.article },
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
                onPress={() => void list.remove(r.uuid)}
              >
                {informReceiptsText.unsubscribe}
              </Button>
            ) : null,
        },
      ]}
    />
  )
}
