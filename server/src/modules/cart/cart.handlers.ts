import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { CartService } from './cart.service.ts'

/** Cart operations (docs/product.md#cart): the owner is the token's customer, else the `Session`
 * guest. */
export function createCartHandlers({
  cart,
  currentCustomer,
}: {
  cart: CartService
  currentCustomer: CurrentCustomer
}) {
  return {
    async getCart(request: OperationRequest<'getCart'>) {
      return cart.get(await currentCustomer.cartOwner(request))
    },
    async addCartItem(request: OperationRequest<'addCartItem'>) {
      return cart.add(await currentCustomer.cartOwner(request), request.body)
    },
    async updateCartItem(request: OperationRequest<'updateCartItem'>) {
      return cart.update(await currentCustomer.cartOwner(request), request.body)
    },
    async removeCartItem(request: OperationRequest<'removeCartItem'>) {
      return cart.remove(await currentCustomer.cartOwner(request), request.query.product_uuid)
    },
    async clearCart(request: OperationRequest<'clearCart'>) {
      return cart.clear(await currentCustomer.cartOwner(request))
    },
  }
}
