/**
 * The cart shapes the machines read, straight from the contract (openapi/openapi.yaml), so the
 * API's answers need no cast. Money is integer kopecks everywhere.
 */
import type { components } from '@gruzovik/openapi'

type Schemas = components['schemas']

export type Price = Schemas['Price']
export type Warranty = Schemas['Warranty']
export type CartPart = Schemas['Part']
/** A cart line; `warranty_uuid` null or an empty string means no warranty. */
export type CartLine = Schemas['CartProduct']
export type Cart = Schemas['Cart']
