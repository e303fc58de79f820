/** One product of a Metrika e-commerce event (prices in roubles, as Metrika counts them). */
export interface EcommerceProduct {
  id: string
  name: string
  /** Kopecks; sent in roubles. */
  price: number
  quantity?: number
}

export type EcommerceAction = 'detail' | 'add' | 'remove' | 'purchase'

type DataLayerScope = { dataLayer?: unknown[] }

/**
 * Pushes a Metrika e-commerce event (part viewed, added, removed, purchased) into the data layer
 * the counter reads (`ecommerce: 'dataLayer'`). Without a counter the layer is only an array
 * nobody reads.
 */
export function pushEcommerce(
  action: EcommerceAction,
  products: readonly EcommerceProduct[],
  options: { orderNumber?: string; scope?: DataLayerScope } = {},
) {
  const scope = options.scope ?? (globalThis as DataLayerScope)
  scope.dataLayer ??= []
  scope.dataLayer.push({
    ecommerce: {
      currencyCode: 'RUB',
      [action]: {
        ...(action === 'purchase' && options.orderNumber
          ? { actionField: { id: options.orderNumber } }
          : {}),
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price / 100,
          ...(p.quantity === undefined ? {} : { quantity: p.quantity }),
        })),
      },
    },
  })
}
