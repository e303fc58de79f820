import type { JobDefinition, JobSender } from '../../jobs/job-definition.ts'
import { jobDefinition } from '../../jobs/job-definition.ts'
import { noticeSendableAt, type QuietHours } from '../arrival-notices/quiet-hours.ts'
import type { MailGateway } from '../mail/mail-gateway.ts'
import type { SmsGateway } from '../sms/sms-gateway.ts'
import { orderNoticeText } from './order-notice-text.ts'
import type { OrdersExchangeRepository } from './orders-exchange.repository.ts'
import type { NoticeDue } from './tracking-types.ts'

export const orderNoticeJob = 'orders.notice'

/** The data of one message job: which order, which move. */
export interface OrderNoticeJob {
  orderId: string
  move: string
}

/** A claim this old is a job that died mid-send (the SMS gateway times out in 10 s). */
const claimLeaseSeconds = 300

/**
 * Messages to the buyer about an order after it was placed (docs/product.md#order-notices):
 * queued once per order and move (the `order_notices` row and the job's singleton key), never
 * by night (Moscow 21:00–09:00: queued for 09:00), sent by SMS and, when the profile has an
 * address, by e-mail too; nothing when the buyer turned them off in the profile.
 */
export function createOrderNoticesService(deps: {
  notices: OrdersExchangeRepository
  jobs: JobSender
  sms: SmsGateway
  mail: MailGateway
  quiet: QuietHours
  /** The shop's origin for the order's link (PUBLIC_URL); empty leaves the link relative. */
  publicUrl: string
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  const origin = deps.publicUrl.replace(/\/+$/, '')
  // A claim's message leads to the claims, the others to their order.
  const linkFor = (move: string, number: number) =>
    move.startsWith('claim:') ? `${origin}/account/returns` : `${origin}/account/orders/${number}`

  /** Queues owed messages: at once by day, for 09:00 by night. */
  async function queue(orderId: string, due: NoticeDue[]) {
    if (due.length === 0) return
    const startAfter = noticeSendableAt(now(), deps.quiet)
    const later = startAfter.getTime() > now().getTime()
    await deps.jobs.sendMany(
      due.map((n) => ({
        name: orderNoticeJob,
        data: { orderId, move: n.move } satisfies OrderNoticeJob,
        singletonKey: `${orderId}:${n.move}`,
        ...(later ? { startAfter } : {}),
      })),
    )
  }

  return {
    /** Queues the messages a status file made owed. */
    queue,

    /** Owes messages outside a status file's lines (a claim's decision) and queues the new ones. */
    async owe(orderId: string, due: NoticeDue[]) {
      await queue(orderId, await deps.notices.oweNotices(orderId, due, now()))
    },

    /** Sends one owed message unless it was sent, or the buyer does not want them. */
    async send(job: OrderNoticeJob): Promise<'sent' | 'skipped'> {
      const notice = await deps.notices.claimNotice(job.orderId, job.move, now(), claimLeaseSeconds)
      if (!notice) return 'skipped'
      if (!notice.wanted) {
        await deps.notices.finishNotice(job.orderId, job.move, now(), 'turned_off')
        return 'skipped'
      }
      const { subject, text } = orderNoticeText(
        job.move,
        notice.number,
        notice.detail,
        linkFor(job.move, notice.number),
      )
      try {
        await deps.sms.send({ phone: notice.phone, code: '', text })
      } catch (error) {
        await deps.notices.releaseNotice(job.orderId, job.move)
        throw error
      }
      // Sent once the SMS left: a failed e-mail shows on the job, the SMS is not sent again.
      await deps.notices.finishNotice(job.orderId, job.move, now(), null)
      if (notice.email) await deps.mail.send({ to: notice.email, subject, text })
      return 'sent'
    },
  }
}

export type OrderNoticesService = ReturnType<typeof createOrderNoticesService>

export function createOrderNoticeJobs(deps: { notices: OrderNoticesService }): JobDefinition[] {
  return [
    jobDefinition<OrderNoticeJob>({
      name: orderNoticeJob,
      handle: async (data) => {
        await deps.notices.send(data)
      },
      // A gateway that is down gets a few minutes; then the job shows failed with its reason.
      retry: { limit: 5, delaySeconds: 30 },
    }),
  ]
}
