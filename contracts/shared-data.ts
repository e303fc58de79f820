/**
 * The ids and values of provider-states.md ("Shared data"): the consumer tests expect them and
 * the provider's state handlers seed them, so both sides read them from here.
 */
export const ids = {
  part: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  soldOutPart: '6d3f8b21-9c2a-4d4e-8f3b-8a7c6b5d4e32',
  warranty: '0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a21',
  cart: '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b91',
  history: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  node: '9a3b1c2d-4e5f-4a6b-8c7d-1e2f3a4b5c01',
  mark: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d01',
  dafMark: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d02',
  crossGroup: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d03',
  manTga: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d04',
  payment: '6e5d4c3b-2a19-4807-b6a5-d4c3b2a19087',
  informReceipt: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a05',
  idempotencyKey: '4a7c9e2b-1d3f-4b5a-8c6d-9e0f1a2b3c4d',
  orderList: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61',
  claimPhoto: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  loosePhoto: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e',
  truck: '5b0c6f1e-8d2a-4c3b-9e7f-1a2b3c4d5e6f',
}

export const partSlug = 'porshen-man-tga-51025117115'
export const partImage = '/images/parts/porshen-thumb.webp'
export const crossGroupSlug = 'porshen-d2066'
export const customerPhone = '+79990000001'
export const newPhone = '+79990000002'
export const smsCode = '1234'
export const orderNumber = '100124'
/** The VIN of the truck in «the customer has a truck {uuid}»: a MAN made in Germany, 2005. */
export const truckVin = 'WMA06XZZ75M123456'

/** Every request of the guest carries this session id. */
export const guestSession = 'b6f1c1d6-3f0e-4c59-9d0a-5c8a3f1e2a10'
/** The token the provider accepts for the customer +79990000001 in the "is logged in" state. */
export const customerToken = 'test-token-customer-1'
