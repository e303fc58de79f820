/**
 * The cart shapes the machines read (spec 3), with the API's snake_case names so the generated
 * OpenAPI types are assignable to them. Money is integer kopecks everywhere.
 */
export interface Price {
  base_price: number
  price: number
  /** The discount flag: the product is sold at a discount from its base price. */
  discount: boolean
}

export interface Warranty {
  uuid: string
  price_type: 'fix' | 'percent'
  fix: number
  percent: number
}

export interface CartPart {
  uuid?: string
  total_stock: number
  is_not_new: boolean
  price: Price
  warranties?: readonly Warranty[] | null
}

export interface CartLine {
  product_uuid: string
  quantity: number
  /** null or an empty string means no warranty. */
  warranty_uuid: string | null
  product: CartPart
}

export interface Cart {
  uuid: string
  cart_products: readonly CartLine[]
}
