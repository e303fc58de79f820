import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createShop, type ShopOptions } from './create-shop.tsx'

export { testUser } from './create-shop.tsx'

/** Renders `ui` with the shop's providers; returns the fakes beside the testing-library view. */
export function renderInShop(ui: ReactNode, options: ShopOptions = {}) {
  const { element, ...shop } = createShop(ui, options)
  return { ...render(element), ...shop }
}
