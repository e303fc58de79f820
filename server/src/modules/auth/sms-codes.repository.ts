import { createHash } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { smsCodes, smsSendLimits } from '../../db/schema/index.ts'

export type CodePurpose = 'login' | 'registration'
export type SmsCode = typeof smsCodes.$inferSelect

export const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex')

/** Codes, attempt counters and the send limit: all state lives in rows updated atomically. */
export function createSmsCodesRepository(db: Database) {
  return {
    /**
     * Claims the right to send to `phone` now: true when no send happened in the last
     * `intervalMs`. One atomic upsert, so two processes cannot both win.
     */
    async claimSendSlot(phone: string, now: Date, intervalMs: number): Promise<boolean> {
      const cutoff = new Date(now.getTime() - intervalMs)
      const rows = await db
        .insert(smsSendLimits)
        .values({ phone, lastSentAt: now })
        .onConflictDoUpdate({
          target: smsSendLimits.phone,
          set: { lastSentAt: now },
          setWhere: lte(smsSendLimits.lastSentAt, cutoff),
        })
        .returning({ phone: smsSendLimits.phone })
      return rows.length > 0
    },

    /** Codes made since `since`, for one phone, one address, or (neither given) in all. */
    async countSince(since: Date, of: { phone?: string; ip?: string } = {}) {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(smsCodes)
        .where(
          and(
            gt(smsCodes.createdAt, since),
            of.phone === undefined ? undefined : eq(smsCodes.phone, of.phone),
            of.ip === undefined ? undefined : eq(smsCodes.ip, of.ip),
          ),
        )
      return Number(row?.n ?? 0)
    },

    /** Gives the slot back when the SMS could not be delivered, so the customer may retry. */
    async releaseSendSlot(phone: string, claimedAt: Date) {
      await db
        .delete(smsSendLimits)
        .where(and(eq(smsSendLimits.phone, phone), eq(smsSendLimits.lastSentAt, claimedAt)))
    },

    /** A new code replaces the phone's earlier unused codes of the same purpose. */
    async create(input: {
      phone: string
      purpose: CodePurpose
      code: string
      name?: string | null
      ip?: string | null
      expiresAt: Date
      now: Date
    }): Promise<SmsCode> {
      return db.transaction(async (tx) => {
        await tx
          .update(smsCodes)
          .set({ usedAt: input.now })
          .where(
            and(
              eq(smsCodes.phone, input.phone),
              eq(smsCodes.purpose, input.purpose),
              isNull(smsCodes.usedAt),
            ),
          )
        const [row] = await tx
          .insert(smsCodes)
          .values({
            phone: input.phone,
            purpose: input.purpose,
            codeHash: hashCode(input.phone, input.code),
            name: input.name ?? null,
            ip: input.ip ?? null,
            expiresAt: input.expiresAt,
            createdAt: input.now,
          })
          .returning()
        if (!row) throw new Error('code not stored')
        return row
      })
    },

    /** The phone's newest unused code of this purpose (expired ones too: to say "expired"). */
    async latestUnused(phone: string, purpose: CodePurpose): Promise<SmsCode | null> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(
          and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
        )
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
      return row ?? null
    },

    /** Marks the code used if it is still live and under the try limit; false if it lost a race. */
    async consume(id: string, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
            lt(smsCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: smsCodes.id })
      return rows.length > 0
    },

    /** Counts one wrong try; returns the tries used so far (or null when already dead). */
    async countWrongTry(id: string, maxAttempts: number): Promise<number | null> {
      const rows = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts)))
        .returning({ attempts: smsCodes.attempts })
      return rows[0]?.attempts ?? null
    },
  }
}

export type SmsCodesRepository = ReturnType<typeof createSmsCodesRepository>
