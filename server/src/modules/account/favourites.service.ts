import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { partLink, presentPart } from '../parts/present-part.ts'
import { fieldError, notFound } from '../shared/domain-errors.ts'
import type { FavouritesRepository } from './favourites.repository.ts'
import { guardFor } from './guard.ts'
import { accountMessages } from './messages.ts'

type S = components['schemas']
type Receipt = Awaited<ReturnType<FavouritesRepository['receipts']>>[number]

function presentReceipt({ receipt, part }: Receipt, allows: S['ItemAllows']): S['InformReceipt'] {
  return {
    uuid: receipt.id,
    created_at: Math.floor(receipt.createdAt.getTime() / 1000),
    product: {
      uuid: part.id,
      full_title: part.fullTitle,
      article: part.article,
      link: partLink(part.slug),
      total_stock: part.totalStock,
    },
    allows,
    channel: receipt.channel,
    notified_at: receipt.notifiedAt ? Math.floor(receipt.notifiedAt.getTime() / 1000) : null,
  }
}

/** What the part page tells a logged-in customer about one part (absent for guests). */
export type PartFollows = Pick<S['PartDetails'], 'is_favourite' | 'is_inform_receipt'>

/** Favourites (`favourite.*`) and arrival notifications (`informReceipt.*`) of the customer. */
export function createFavouritesService(deps: { favourites: FavouritesRepository }) {
  const repo = deps.favourites

  async function requirePart(productUuid: string) {
    const id = productUuid.toLowerCase()
    if (!(await repo.partOnSale(id))) throw notFound(accountMessages.partNotFound)
    return id
  }

  return {
    async list(
      who: CustomerWithAccount,
      query: { page?: number; per_page?: number },
    ): Promise<S['PartPage']> {
      guardFor(who).require('favourite.show')
      const page = query.page ?? 1
      const perPage = query.per_page ?? 24
      const { total, items } = await repo.page(who.customer.id, page, perPage)
      return {
        items: items.map((i) => presentPart(i.part, i.warranties)),
        pagination: {
          page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      }
    },
    /** Each flag only for a customer who may see that list (docs/product.md#permissions). */
    async partFollows(who: CustomerWithAccount, partId: string): Promise<PartFollows> {
      const guard = guardFor(who)
      const mayFavourite = guard.can('favourite.show')
      const mayNotify = guard.can('informReceipt.show')
      if (!mayFavourite && !mayNotify) return {}
      const follows = await repo.follows(who.customer.id, partId)
      return {
        ...(mayFavourite ? { is_favourite: follows.favourite } : {}),
        ...(mayNotify ? { is_inform_receipt: follows.informReceipt } : {}),
      }
    },
    async add(who: CustomerWithAccount, productUuid: string) {
      guardFor(who).require('favourite')
      await repo.add(who.customer.id, await requirePart(productUuid))
      return { success: true }
    },
    async remove(who: CustomerWithAccount, productUuid: string) {
      guardFor(who).require('favourite')
      if (!(await repo.remove(who.customer.id, productUuid.toLowerCase()))) {
        throw notFound(accountMessages.partNotFound)
      }
      return { success: true }
    },

    async listReceipts(who: CustomerWithAccount): Promise<S['InformReceiptList']> {
      const guard = guardFor(who)
      guard.require('informReceipt.show')
      const allows = { edit: guard.can('informReceipt.edit'), delete: guard.can('informReceipt') }
      const [rows, emailAvailable] = await Promise.all([
        repo.receipts(who.customer.id),
        repo.hasEmail(who.customer.id),
      ])
      return {
        items: rows.map((r) => presentReceipt(r, allows)),
        email_available: emailAvailable,
      }
    },
    async subscribe(who: CustomerWithAccount, productUuid: string) {
      const guard = guardFor(who)
      guard.require('informReceipt')
      const row = await repo.subscribe(who.customer.id, await requirePart(productUuid))
      return presentReceipt(row, { edit: guard.can('informReceipt.edit'), delete: true })
    },
    /** SMS or e-mail; e-mail only while the profile has one (docs/product.md#arrival-notices). */
    async setChannel(who: CustomerWithAccount, id: string, channel: S['NoticeChannel']) {
      guardFor(who).require('informReceipt.edit')
      if (channel === 'email' && !(await repo.hasEmail(who.customer.id))) {
        throw fieldError('channel', accountMessages.noEmailForNotices)
      }
      const row = await repo.setChannel(who.customer.id, id.toLowerCase(), channel)
      if (!row) throw notFound(accountMessages.subscriptionNotFound)
      return presentReceipt(row, { edit: true, delete: true })
    },
    async unsubscribe(who: CustomerWithAccount, id: string) {
      guardFor(who).require('informReceipt')
      if (!(await repo.unsubscribe(who.customer.id, id.toLowerCase()))) {
        throw notFound(accountMessages.subscriptionNotFound)
      }
      return { success: true }
    },
  }
}
