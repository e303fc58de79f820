import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import type { NoticeChannel } from '../../db/schema/index.ts'

/** One notice to send: an arrival and one subscription that awaited it. */
export interface DueNotice {
  arrivalId: number
  receiptId: string
}

/** What a notice job needs of a subscription it has claimed. */
export interface ClaimedNotice {
  channel: NoticeChannel
  phone: string
  email: string | null
  title: string
  article: string
  slug: string
}

/** Arrivals of followed parts (part_arrivals, written by migration 0023's trigger) and their notices. */
export function createArrivalNoticesRepository(db: Database) {
  return {
    /**
     * The oldest undispatched arrivals (at most `limit`) with the subscriptions made before
     * each; an arrival nobody awaits any more comes with no subscription and is stamped all
     * the same.
     */
    async waiting(limit: number) {
      const rows = rowsOf<{ arrival_id: string; receipt_id: string | null }>(
        await db.execute(sql`
          select a.id as arrival_id, r.id as receipt_id
          from (select id, part_id, arrived_at from part_arrivals
                where dispatched_at is null order by id limit ${limit}) a
          left join inform_receipts r on r.part_id = a.part_id and r.created_at <= a.arrived_at
          order by a.id, r.id`),
      )
      const arrivalIds = [...new Set(rows.map((r) => Number(r.arrival_id)))]
      const notices: DueNotice[] = rows.flatMap((r) =>
        r.receipt_id ? [{ arrivalId: Number(r.arrival_id), receiptId: r.receipt_id }] : [],
      )
      return { arrivalIds, notices }
    },

    async markDispatched(arrivalIds: number[], now: Date) {
      if (arrivalIds.length === 0) return
      await db.execute(sql`
        update part_arrivals set dispatched_at = ${now.toISOString()}
        where id = any(${`{${arrivalIds.join(',')}}`}::bigint[]) and dispatched_at is null`)
    },

    /**
     * Claims a subscription for one notice, by a conditional update: only when its part is in
     * stock and on sale, nothing was sent within the window and no other job is sending (a
     * claim older than `leaseSeconds` is a crashed job's). Null: nothing to send.
     */
    async claim(
      receiptId: string,
      now: Date,
      rule: { windowSeconds: number; leaseSeconds: number },
    ): Promise<ClaimedNotice | null> {
      const at = now.toISOString()
      const [row] = rowsOf<ClaimedNotice>(
        await db.execute(sql`
          update inform_receipts r set notice_claimed_at = ${at}
          from parts p, customers c
          where r.id = ${receiptId} and p.id = r.part_id and c.id = r.customer_id
            and p.total_stock > 0 and p.removed_at is null
            and (r.notified_at is null
              or r.notified_at <= ${at}::timestamptz - make_interval(secs => ${rule.windowSeconds}))
            and (r.notice_claimed_at is null
              or r.notice_claimed_at <= ${at}::timestamptz - make_interval(secs => ${rule.leaseSeconds}))
          returning r.channel, c.phone, c.email, p.full_title as title, p.article, p.slug`),
      )
      return row ?? null
    },

    /** The notice went out: the account shows the date, the window starts. */
    async markNotified(receiptId: string, now: Date) {
      await db.execute(sql`
        update inform_receipts set notified_at = ${now.toISOString()}, notice_claimed_at = null
        where id = ${receiptId} and notice_claimed_at is not null`)
    },

    /** Sending failed: the claim goes, so the job's retry may claim again. */
    async release(receiptId: string) {
      await db.execute(
        sql`update inform_receipts set notice_claimed_at = null where id = ${receiptId}`,
      )
    },
  }
}

export type ArrivalNoticesRepository = ReturnType<typeof createArrivalNoticesRepository>
