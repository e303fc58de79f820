import { Button, formatUnixDate, formatUnixDayMonth, RadioGroup } from '@gruzovik/design-system'
import {
  deleteInformReceipt,
  type InformReceipt,
  type InformReceiptList,
  listInformReceipts,
  type NoticeChannel,
  updateInformReceiptChannel,
} from '../../../api/inform-receipts.ts'
import { informReceiptsText } from '../../../content/account.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { itemActions } from '../access.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useItemList } from '../use-item-list.ts'
import { ItemListPage } from './ItemListPage.tsx'
import { useChannelChange } from './use-channel-change.ts'

/** The page's API calls; stories pass their own. */
const receiptCalls = {
  list: (): Promise<InformReceiptList> => listInformReceipts(),
  remove: (uuid: string): Promise<unknown> => deleteInformReceipt(uuid),
  setChannel: (uuid: string, channel: NoticeChannel): Promise<unknown> =>
    updateInformReceiptChannel(uuid, channel),
}
export type ReceiptCalls = typeof receiptCalls

/**
 * /account/inform-receipts: "tell me when it arrives" subscriptions, each cancellable, each
 * with its channel (e-mail offered only with one in the profile) and its last notice's date.
 */
export function InformReceiptsPage({ calls = receiptCalls }: { calls?: ReceiptCalls }) {
  useAccountTitle(informReceiptsText.title)
  const { user } = useAppData()
  const list = useItemList(() => calls.list(), '', calls.remove, informReceiptsText.removed)
  const emailAvailable = list.state.status === 'ok' && list.state.data.email_available
  const changeChannel = useChannelChange(calls.setChannel, list.reload)
  const channelOf = (r: InformReceipt) => changeChannel.pending.get(r.uuid) ?? r.channel
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
          id: 'notified',
          title: informReceiptsText.notified,
          render: (r) =>
            r.notified_at === null
              ? informReceiptsText.notNotified
              : informReceiptsText.notifiedOn(formatUnixDayMonth(r.notified_at)),
        },
        {
          id: 'channel',
          title: informReceiptsText.channel,
          render: (r) =>
            itemActions(user, 'informReceipt', r).edit ? (
              <RadioGroup
                label={informReceiptsText.channel}
                value={channelOf(r)}
                onChange={(value) => void changeChannel.change(r.uuid, value as NoticeChannel)}
                options={[
                  { value: 'sms', label: informReceiptsText.channels.sms },
                  {
                    value: 'email',
                    label: informReceiptsText.channels.email,
                    isDisabled: !emailAvailable && r.channel !== 'email',
                    ...(emailAvailable
                      ? {}
                      : { description: informReceiptsText.emailNeedsProfile }),
                  },
                ]}
              />
            ) : (
              informReceiptsText.channels[r.channel]
            ),
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
