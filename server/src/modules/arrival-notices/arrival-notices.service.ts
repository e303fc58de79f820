import type { JobSender } from '../../jobs/job-definition.ts'
import type { MailGateway } from '../mail/mail-gateway.ts'
import { partLink } from '../parts/present-part.ts'
import type { SmsGateway } from '../sms/sms-gateway.ts'
import type { ArrivalNoticeSettings } from './arrival-notice-settings.ts'
import type { ArrivalNoticesRepository, ClaimedNotice } from './arrival-notices.repository.ts'
import { noticeMessages } from './messages.ts'
import { arrivalSmsText } from './notice-text.ts'
import { noticeSendableAt } from './quiet-hours.ts'

export const arrivalNoticeJobNames = {
  dispatch: 'arrival-notices.dispatch',
  send: 'arrival-notices.send',
} as const

/** The data of one notice job: which arrival, to which subscription. */
export interface ArrivalNoticeJob {
  arrivalId: number
  receiptId: string
}

/** Arrivals read per round of the dispatcher; a round queues their notices in one call. */
const arrivalsPerRound = 2000

/** A claim this old is a job that died mid-send (the SMS gateway times out in 10 s). */
const claimLeaseSeconds = 300

/**
 * Arrival notices (docs/product.md#arrival-notices): the dispatcher turns arrivals into one
 * job per subscription, queued for the morning by night; each job claims its subscription,
 * sends by its channel and stamps it notified.
 */
export function createArrivalNoticesService(deps: {
  notices: ArrivalNoticesRepository
  jobs: JobSender
  sms: SmsGateway
  mail: MailGateway
  settings: ArrivalNoticeSettings
  /** The shop's origin for the part's link (PUBLIC_URL); empty leaves the link relative. */
  publicUrl: string
  /**
   * Whether a 1C import is still running: the dispatcher waits for its end, so that ten
   * thousand notices are not sent on the same cores the import needs, and a part the import
   * restocks and then sells out again in its next file is not announced.
   */
  importInProgress?: () => Promise<boolean>
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  const { settings } = deps
  const partUrl = (slug: string) => `${deps.publicUrl.replace(/\/+$/, '')}${partLink(slug)}`

  async function deliver(notice: ClaimedNotice) {
    const link = partUrl(notice.slug)
    if (notice.channel === 'email' && notice.email) {
      await deps.mail.send({
        to: notice.email,
        subject: noticeMessages.mailSubject(notice.title),
        text: noticeMessages.mailText({ title: notice.title, article: notice.article, link }),
      })
      return
    }
    // E-mail chosen but since removed from the profile: the phone still reaches the buyer.
    const text = arrivalSmsText({
      sender: settings.senderName,
      title: notice.title,
      article: notice.article,
      link,
    })
    await deps.sms.send({ phone: notice.phone, text })
  }

  return {
    /** Queues the notices of every undispatched arrival; returns how many were queued. */
    async dispatch(): Promise<number> {
      if (await deps.importInProgress?.()) return 0
      let queued = 0
      for (;;) {
        const { arrivalIds, notices } = await deps.notices.waiting(arrivalsPerRound)
        if (arrivalIds.length === 0) return queued
        const startAfter = noticeSendableAt(now(), settings.quiet)
        const later = startAfter.getTime() > now().getTime()
        await deps.jobs.sendMany(
          notices.map((n) => ({
            name: arrivalNoticeJobNames.send,
            data: n satisfies ArrivalNoticeJob,
            // One job per arrival and subscription, whichever dispatcher queued it.
            singletonKey: `${n.arrivalId}:${n.receiptId}`,
            ...(later ? { startAfter } : {}),
          })),
        )
        await deps.notices.markDispatched(arrivalIds, now())
        queued += notices.length
        if (arrivalIds.length < arrivalsPerRound) return queued
      }
    },

    /** Sends one notice unless the window, the stock or another job says not to. */
    async send(job: ArrivalNoticeJob): Promise<'sent' | 'skipped'> {
      const notice = await deps.notices.claim(job.receiptId, now(), {
        windowSeconds: settings.windowHours * 3600,
        leaseSeconds: claimLeaseSeconds,
      })
      if (!notice) return 'skipped'
      try {
        await deliver(notice)
      } catch (error) {
        await deps.notices.release(job.receiptId)
        throw error
      }
      await deps.notices.markNotified(job.receiptId, now())
      return 'sent'
    },
  }
}

export type ArrivalNoticesService = ReturnType<typeof createArrivalNoticesService>
