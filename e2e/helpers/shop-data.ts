import { type APIRequestContext, expect } from '@playwright/test'

export interface PickedPart {
  full_title: string
  article: string
  total_stock: number
  price: { price: number; base_price: number; discount: boolean }
}

/**
 * A new part with a small stock (2 to 8), so the journey can reach its limit, chosen from the server's real data so
 * the journey does not depend on one seeded row. Only data is read here; the UI does the rest.
 */
export async function pickPart(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<PickedPart> {
  const params = new URLSearchParams({
    in_stock: 'true',
    condition: 'new',
    per_page: '48',
    ...query,
  })
  const response = await request.get(`/api/search?${params.toString().replaceAll('%5B%5D', '[]')}`)
  expect(response.ok()).toBe(true)
  const { items } = (await response.json()) as { items: PickedPart[] }
  // Orders use stock up and journeys run side by side: a random one of the small stocks.
  const candidates = items.filter((item) => item.total_stock >= 2 && item.total_stock <= 8)
  expect(candidates.length, `new parts with stock 2 to 8 for ${params}`).toBeGreaterThan(0)
  return candidates[Math.floor(Math.random() * candidates.length)] as PickedPart
}
