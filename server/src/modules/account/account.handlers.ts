import type { components } from '@gruzovik/openapi'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CustomerWithAccount } from '../customers/customers.repository.ts'
import type { Services } from '../registry.ts'

type S = components['schemas']
type ById = { Params: { uuid: string } }
type Paged = { Querystring: { page?: number; per_page?: number } }

/** One list of the account area as its service offers it. */
interface AccountListService<Input> {
  list(who: CustomerWithAccount): Promise<unknown>
  create(who: CustomerWithAccount, input: Input): Promise<unknown>
  update(who: CustomerWithAccount, id: string, input: Input): Promise<unknown>
  remove(who: CustomerWithAccount, id: string): Promise<unknown>
}

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

  /** The four operations of one list: create answers 201, update and delete take the uuid. */
  function listHandlers<Input>(service: AccountListService<Input>) {
    return {
      list: async (request: FastifyRequest) => service.list(await who(request)),
      create: async (request: FastifyRequest & { body: Input }, reply: FastifyReply) =>
        created(reply, await service.create(await who(request), request.body)),
      update: async (request: FastifyRequest<ById> & { body: Input }) =>
        service.update(await who(request), request.params.uuid, request.body),
      remove: async (request: FastifyRequest<ById>) =>
        service.remove(await who(request), request.params.uuid),
    }
  }
  const representativeList = listHandlers(people.representatives)
  const counterpartyList = listHandlers(company.counterparties)
  const addressList = listHandlers(company.addresses)
  const recipientList = listHandlers(recipients)

  return {
    async getProfile(request: FastifyRequest) {
      return people.getProfile(await who(request))
    },
    async updateProfile(request: FastifyRequest<{ Body: S['ProfileInput'] }>) {
      return people.updateProfile(await who(request), request.body)
    },

    listRepresentatives: representativeList.list,
    createRepresentative: representativeList.create,
    updateRepresentative: representativeList.update,
    deleteRepresentative: representativeList.remove,

    listCounterparties: counterpartyList.list,
    createCounterparty: counterpartyList.create,
    updateCounterparty: counterpartyList.update,
    deleteCounterparty: counterpartyList.remove,

    listDeliveryAddresses: addressList.list,
    createDeliveryAddress: addressList.create,
    updateDeliveryAddress: addressList.update,
    deleteDeliveryAddress: addressList.remove,

    listRecipients: recipientList.list,
    createRecipient: recipientList.create,
    updateRecipient: recipientList.update,
    deleteRecipient: recipientList.remove,
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
