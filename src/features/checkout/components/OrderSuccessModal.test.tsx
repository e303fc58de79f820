import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import OrderSuccessModal from './OrderSuccessModal.tsx'

describe('OrderSuccessModal', () => {
  it('a quick order shows its number, date and sum in rubles', async () => {
    const { session: actors } = renderInShop(<OrderSuccessModal />, {
      user: testUser,
      calls: {
        // 21 November 2026, 12:00 Moscow time.
        createFastOrder: async () => ({
          number: 'Б-1042',
          cost: 1234550,
          created_at: 1_795_258_800,
        }),
      },
    })
    actors.checkout.send({ type: 'checkout.quickOrder' })
    const dialog = await screen.findByRole('dialog', { name: 'Заказ оформлен' })
    expect(dialog.textContent).toContain('Заказ №Б-1042')
    expect(dialog.textContent).toContain('21 ноября 2026')
    expect(dialog.textContent).toContain('12\u00a0345,50\u00a0₽')
    await userEvent.click(screen.getByRole('button', { name: 'Хорошо' }))
    expect(actors.checkout.getSnapshot().matches('idle')).toBe(true)
  })
})
