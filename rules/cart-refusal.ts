/**
 * A cart refusal not from the orderable quantity rule (quantity.ts says those): the part is not
 * in the catalogue. The server's cart answers «В корзину» with it and the shop's buy form says
 * it under the button (src/components/PartCard/cart-form-note.ts), the same words
 * (contracts/cart-refusals-parity.test.ts).
 */
export const cartPartNotFoundText = 'Запчасть не найдена'
