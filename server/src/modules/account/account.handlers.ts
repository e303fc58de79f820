import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { CustomerWithAccount } from '../customers/customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { createCompanyService } from './company.service.ts'
import type { createFavouritesService } from './favourites.service.ts'
import type { createPeopleService } from './people.service.ts'
import type { createRecipientsService } from './recipients.service.ts'

type ById = { Params: { uuid: string } }

/** One list of the account area as its service offers it. */
interface AccountListService<Input> {
  list(who: CustomerWithAccount): Promise<unknown>
  create(who: CustomerWithAccount, input: Input): Promise<unknown>
  update(who: CustomerWithAccount, id: string, input: Input): Promise<unknown>
  remove(who: CustomerWithAccount, id: string): Promise<unknown>
}

/** Account area operations: every one needs a customer; services enforce the permissions
 * (docs/product.md#permissions). */
export function createAccountHandlers({
  currentCustomer,
  people,
  company,
  recipients,
  favourites,
}: {
  currentCustomer: CurrentCustomer
  people: ReturnType<typeof createPeopleService>
  company: ReturnType<typeof createCompanyService>
  recipients: ReturnType<typeof createRecipientsService>
  favourites: ReturnType<typeof createFavouritesService>
}) {
  const who = (request: FastifyRequest) => currentCustomer.require(request)
  const created = <T>(reply: FastifyReply, value: T) => {
    reply.code(201)
    return value
  }

  /**
   * The four operations of one list: create answers 201, update and delete take the uuid. The
   * body is the service's input, itself the contract's schema (e.g. `RecipientInput`).
   */
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
    async getProfile(request: OperationRequest<'getProfile'>) {
      return people.getProfile(await who(request))
    },
    async updateProfile(request: OperationRequest<'updateProfile'>) {
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
    async showRecipientPassport(request: OperationRequest<'showRecipientPassport'>) {
      return recipients.showPassport(await who(request), request.params.uuid, request.ip ?? null)
    },

    async listFavourites(request: OperationRequest<'listFavourites'>) {
      return favourites.list(await who(request), request.query)
    },
    async addFavourite(request: OperationRequest<'addFavourite'>) {
      return favourites.add(await who(request), request.body.product_uuid)
    },
    async removeFavourite(request: OperationRequest<'removeFavourite'>) {
      return favourites.remove(await who(request), request.params.product_uuid)
    },
    async listInformReceipts(request: OperationRequest<'listInformReceipts'>) {
      return favourites.listReceipts(await who(request))
    },
    async createInformReceipt(
      request: OperationRequest<'createInformReceipt'>,
      reply: FastifyReply,
    ) {
      return created(
        reply,
        await favourites.subscribe(await who(request), request.body.product_uuid),
      )
    },
    async updateInformReceipt(request: OperationRequest<'updateInformReceipt'>) {
      return favourites.setChannel(await who(request), request.params.uuid, request.body.channel)
    },
    async deleteInformReceipt(request: OperationRequest<'deleteInformReceipt'>) {
      return favourites.unsubscribe(await who(request), request.params.uuid)
    },
  }
}
