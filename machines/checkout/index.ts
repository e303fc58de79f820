export {
  type CheckoutContext,
  type CheckoutEvent,
  checkoutMachine,
  type FastOrder,
  ORDER_PATH,
} from './checkout.machine.ts'
