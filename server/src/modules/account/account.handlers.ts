import type { components } from '@gruzovik/openapi'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../registry.ts'

type S = components['schemas']
type ById = { Params: { uuid: string } }
type Paged = { Querystring: { page?: number; per_page?: number } }

/** Account area operations: every one needs a customer; services enforce spec 6 permissions. */
export function createAccountHandlers({
  currentCustomer,
  people,
  company,
  recipients,
  favourites,
}: Services) {
  const who = (request: FastifyRequest) => currentCustomer.require(request)
  const created = <T>(reply: FastifyReply, value: T) => {
    reply.code(201)
    return value
  }

  return {
    async getProfile(request: FastifyRequest) {
      return people.getProfile(await who(request))
    },
    async updateProfile(request: FastifyRequest<{ Body: S['ProfileInput'] }>) {
      return people.updateProfile(await who(request), request.body)
    },

    async listRepresentatives(request: FastifyRequest) {
      return people.listRepresentatives(await who(request))
    },
    async createRepresentative(
      request: FastifyRequest<{ Body: S['RepresentativeInput'] }>,
      reply: FastifyReply,
    ) {
      return created(reply, await people.createRepresentative(await who(request), request.body))
    },
    async updateRepresentative(request: FastifyRequest<ById & { Body: S['RepresentativeInput'] }>) {
      return people.updateRepresentative(await who(request), request.params.uuid, request.body)
    },
    async deleteRepresentative(request: FastifyRequest<ById>) {
      return people.deleteRepresentative(await who(request), request.params.uuid)
    },

    async listCounterparties(request: FastifyRequest) {
      return company.listCounterparties(await who(request))
    },
    async createCounterparty(
      request: FastifyRequest<{ Body: S['CounterpartyInput'] }>,
      reply: FastifyReply,
    ) {
      return created(reply, await company.createCounterparty(await who(request), request.body))
    },
    async updateCounterparty(request: FastifyRequest<ById & { Body: S['CounterpartyInput'] }>) {
      return company.updateCounterparty(await who(request), request.params.uuid, request.body)
    },
    async deleteCounterparty(request: FastifyRequest<ById>) {
      return company.deleteCounterparty(await who(request), request.params.uuid)
    },

    async listDeliveryAddresses(request: FastifyRequest) {
      return company.listAddresses(await who(request))
    },
    async createDeliveryAddress(
      request: FastifyRequest<{ Body: S['DeliveryAddressInput'] }>,
      reply: FastifyReply,
    ) {
      return created(reply, await company.createAddress(await who(request), request.body))
    },
    async updateDeliveryAddress(
      request: FastifyRequest<ById & { Body: S['DeliveryAddressInput'] }>,
    ) {
      return company.updateAddress(await who(request), request.params.uuid, request.body)
    },
    async deleteDeliveryAddress(request: FastifyRequest<ById>) {
      return company.deleteAddress(await who(request), request.params.uuid)
    },

    async listRecipients(request: FastifyRequest) {
      return recipients.list(await who(request))
    },
    async createRecipient(
      request: FastifyRequest<{ Body: S['RecipientInput'] }>,
      reply: FastifyReply,
    ) {
      return created(reply, await recipients.create(await who(request), request.body))
    },
    async updateRecipient(request: FastifyRequest<ById & { Body: S['RecipientInput'] }>) {
      return recipients.update(await who(request), request.params.uuid, request.body)
    },
    async deleteRecipient(request: FastifyRequest<ById>) {
      return recipients.remove(await who(request), request.params.uuid)
    },
    async showRecipientPassport(request: FastifyRequest<ById>) {
      return recipients.showPassport(await who(request), request.params.uuid, request.ip ?? null)
    },

    async listFavourites(request: FastifyRequest<Paged>) {
      return favourites.list(await who(request), request.query)
    },
    async addFavourite(request: FastifyRequest<{ Body: S['ProductRef'] }>) {
      return favourites.add(await who(request), request.body.product_uuid)
    },
    async removeFavourite(request: FastifyRequest<{ Params: { product_uuid: string } }>) {
      return favourites.remove(await who(request), request.params.product_uuid)
    },
    async listInformReceipts(request: FastifyRequest) {
      return favourites.listReceipts(await who(request))
    },
    async createInformReceipt(
      request: FastifyRequest<{ Body: S['ProductRef'] }>,
      reply: FastifyReply,
    ) {
      return created(
        reply,
        await favourites.subscribe(await who(request), request.body.product_uuid),
      )
    },
    async deleteInformReceipt(request: FastifyRequest<ById>) {
      return favourites.unsubscribe(await who(request), request.params.uuid)
    },
  }
}
