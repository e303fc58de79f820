import type { components } from '@gruzovik/openapi'
import {
  CLAIM_DESCRIPTION_MAX,
  type ClaimReason,
  claimNeedsMileage,
  claimPhotoLimits,
  claimReasons,
  claimStateFromTitle,
  claimTermEnds,
} from '@gruzovik/rules'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { customerMessages } from '../customers/messages.ts'
import type { OrderNoticesService } from '../orders/order-notices.service.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { checkPermission } from '../permissions/check-permission.ts'
import { conflict, fieldError, forbidden, invalid, notFound } from '../shared/domain-errors.ts'
import { createPeriodicJob } from '../shared/periodic-job.ts'
import { createClaimMoves } from './claim-moves.ts'
import { checkPhoto } from './claim-photos.ts'
import { claimPhotoUrl, presentClaim } from './claim-view.ts'
import { type ClaimRow, type ClaimsRepository, PhotosGoneError } from './claims.repository.ts'
import { claimMessages as m } from './messages.ts'

type S = components['schemas']

/** How long an uploaded photo waits for its claim. */
export const loosePhotoHours = 24

/** A moment's calendar day in Moscow (ISO), the day terms are counted in. */
export const moscowDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(date)

/**
 * Returns and warranty claims (docs/product.md#claims): filed from a line of an order the
 * customer may change (their own, or a colleague's with `order.edit`), checked against the
 * line's term (rules/warranty-terms.ts) and its pieces under the order's lock; listed for whoever
 * sees the orders (their own, or the account's with `order.show`).
 */
export function createClaimsService(deps: {
  claims: ClaimsRepository
  orders: Pick<OrdersService, 'visibleOrder'>
  /** The payments module's refund of an approved return claim (it knows nothing of claims). */
  refunds?: {
    refundClaim(claim: { id: string; orderId: string; amount: number }): Promise<'none' | 'sent'>
  }
  /** The buyer is told of a decision (approved, rejected, money back, replaced, repaired). */
  notices?: Pick<OrderNoticesService, 'owe'>
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  const moveTo = createClaimMoves({ ...deps, now })
  const seesAll = (who: CustomerWithAccount) =>
    checkPermission(who.customer.permissions, 'order.show')

  async function listed(who: CustomerWithAccount) {
    const rows = await deps.claims.ofAccount(who.account.id, seesAll(who) ? null : who.customer.id)
    const ids = rows.map((row) => row.claim.id)
    const [histories, photos] = await Promise.all([
      deps.claims.histories(ids),
      deps.claims.photoIds(ids),
    ])
    return rows.map((row) =>
      presentClaim(row, histories.get(row.claim.id) ?? [], photos.get(row.claim.id) ?? []),
    )
  }

  return {
    /**
     * The job `claims.drop-loose-photos`: photos uploaded a day ago or more that no claim took
     * leave the database (a form left half-filled keeps nobody's bytes for ever).
     */
    loosePhotos: createPeriodicJob(() =>
      deps.claims.dropLoosePhotos(new Date(now().getTime() - loosePhotoHours * 3_600_000)),
    ),

    /** Claims for 1C's `query`, each with its order, line and photo ids. */
    unexported: () => deps.claims.unexported(),

    markExported: (ids: string[]) => deps.claims.markExported(ids, now()),

    /** A photo for 1C (the exchange's own login guards the address). */
    async exchangePhoto(id: string) {
      const found = /^[0-9a-f-]{36}$/i.test(id) ? await deps.claims.photo(id.toLowerCase()) : null
      if (!found?.photo.claimId) return null
      return { contentType: found.photo.contentType, body: found.photo.body }
    },

    /**
     * A claim's Документ of 1C's status file: its «Статус заявки» (and «Причина отказа»)
     * applied along the lifecycle. The outcome for the exchange log: `moved`, `unchanged`, or a
     * Russian refusal (an unknown claim or state, a move backwards, a reject without a reason,
     * a refund the provider did not take); a refusal changes nothing.
     */
    async applyReport(
      label: string,
      stateTitle: string,
      rejectReason: string,
    ): Promise<{ outcome: 'moved' | 'unchanged' } | { outcome: 'refused'; reason: string }> {
      const number = Number.parseInt(label.replace(/\D/g, ''), 10)
      const claim = Number.isSafeInteger(number) ? await deps.claims.byNumber(number) : null
      if (!claim) return { outcome: 'refused', reason: m.unknownClaim(label) }
      const to = claimStateFromTitle(stateTitle)
      if (!to) return { outcome: 'refused', reason: m.unknownState(label, stateTitle) }
      if (to === claim.state) return { outcome: 'unchanged' }
      const refusal = await moveTo(claim, label, to, rejectReason.trim())
      return refusal ? { outcome: 'refused', reason: refusal } : { outcome: 'moved' }
    },

    async list(who: CustomerWithAccount): Promise<S['ClaimList']> {
      return { items: await listed(who) }
    },

    async create(who: CustomerWithAccount, input: S['ClaimInput']): Promise<S['Claim']> {
      const order = await deps.orders.visibleOrder(who, String(input.order_number))
      const mayFile =
        order.customerId === who.customer.id ||
        checkPermission(who.customer.permissions, 'order.edit')
      if (!mayFile) throw forbidden(customerMessages.forbidden)
      const reason = claimReasons[input.reason as ClaimReason]
      if (!reason || reason.kind !== input.kind) throw fieldError('reason', m.reasonOfKind)
      const description = input.description.trim().slice(0, CLAIM_DESCRIPTION_MAX)
      if (!description) throw fieldError('description', m.description)
      const photoIds = [...new Set((input.photo_uuids ?? []).map((id) => id.toLowerCase()))]
      if (photoIds.length > claimPhotoLimits.maxPhotos) {
        throw fieldError('photo_uuids', m.tooManyPhotos)
      }
      const partId = input.product_uuid.toLowerCase()
      const line = await deps.claims.line(order.id, partId)
      if (!line) throw fieldError('product_uuid', m.lineNotFound)
      if (
        input.kind === 'warranty' &&
        claimNeedsMileage({ isUsed: line.isUsed, title: line.title })
      ) {
        if (input.mileage === undefined || input.mileage === null) {
          throw fieldError('mileage', m.mileage)
        }
      }
      const today = moscowDay(now())
      const check = (fresh: typeof line) => {
        if (fresh.shippedQuantity <= 0 || !fresh.handedOverAt) {
          throw fieldError('product_uuid', m.notShipped)
        }
        const left = fresh.shippedQuantity - fresh.claimedQuantity
        if (left <= 0) throw conflict(m.fullyClaimed, { product_uuid: [m.fullyClaimed] })
        if (input.quantity > left) throw fieldError('quantity', m.tooMany(left))
        const ends = claimTermEnds({
          kind: input.kind,
          part: {
            isUsed: fresh.isUsed,
            title: fresh.title,
            makerMonths: fresh.makerMonths,
            kind: fresh.usedKind,
          },
          extendedMonths: fresh.extendedMonths,
          buyer: order.details.counterparty ? 'company' : 'consumer',
          handedOverOn: moscowDay(fresh.handedOverAt),
        })
        if (today > ends) {
          const text = input.kind === 'return' ? m.returnTermOver(ends) : m.warrantyTermOver(ends)
          throw invalid(text, { kind: [text] })
        }
        return ends
      }
      let claim: ClaimRow | null
      try {
        claim = await deps.claims.create(
          {
            accountId: who.account.id,
            customerId: who.customer.id,
            orderId: order.id,
            partId,
            kind: input.kind,
            reason: input.reason as ClaimReason,
            quantity: input.quantity,
            description,
            mileage: input.kind === 'warranty' ? (input.mileage ?? null) : null,
            photoIds,
            now: now(),
          },
          check,
        )
      } catch (error) {
        if (error instanceof PhotosGoneError) throw fieldError('photo_uuids', m.photosGone)
        throw error
      }
      if (!claim) throw fieldError('product_uuid', m.lineNotFound)
      const [history, photos] = await Promise.all([
        deps.claims.histories([claim.id]),
        deps.claims.photoIds([claim.id]),
      ])
      return presentClaim(
        { claim, orderNumber: order.number, title: line.title, article: line.article },
        history.get(claim.id) ?? [],
        photos.get(claim.id) ?? [],
      )
    },

    /** Keeps a photo for a claim still being filled in; the claim takes it when filed. */
    async addPhoto(who: CustomerWithAccount, body: Buffer | undefined): Promise<S['ClaimPhoto']> {
      if (!body || body.length === 0) throw fieldError('file', m.noPhoto)
      const checked = await checkPhoto(body)
      if (!checked.ok) {
        throw fieldError('file', checked.reason === 'broken' ? m.brokenPhoto : m.notAPhoto)
      }
      const id = await deps.claims.addPhoto({
        customerId: who.customer.id,
        contentType: checked.contentType,
        body,
        preview: checked.preview,
        now: now(),
      })
      return { uuid: id, url: claimPhotoUrl(id), full_url: claimPhotoUrl(id, true) }
    },

    /**
     * A photo for whoever sees its claim (or uploaded it, before the claim is filed): the page's
     * copy, or the file as sent with `full`. 404 for anyone else, as for an unknown photo.
     */
    async photo(who: CustomerWithAccount, id: string, full: boolean) {
      const found = /^[0-9a-f-]{36}$/i.test(id) ? await deps.claims.photo(id.toLowerCase()) : null
      const visible =
        found &&
        (found.photo.customerId === who.customer.id ||
          (found.accountId === who.account.id &&
            (found.claimCustomerId === who.customer.id || seesAll(who))))
      if (!found || !visible) throw notFound(m.photoNotFound)
      const { photo } = found
      if (!full && photo.preview) return { contentType: 'image/jpeg', body: photo.preview }
      return { contentType: photo.contentType, body: photo.body }
    },
  }
}

export type ClaimsService = ReturnType<typeof createClaimsService>
