import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { RowActions } from './RowActions.tsx'

describe('RowActions', () => {
  it('draws only what the user may, each button named with its row', async () => {
    const edit = vi.fn()
    renderInShop(
      <RowActions
        actions={[
          { label: 'Изменить', ariaLabel: 'Изменить: Тягач №7', onPress: edit, allowed: true },
          { label: 'Удалить', ariaLabel: 'Удалить: Тягач №7', onPress: vi.fn(), allowed: false },
        ]}
      />,
    )
    const edit7 = await screen.findByRole('button', { name: 'Изменить: Тягач №7' })
    expect(screen.queryByRole('button', { name: 'Удалить: Тягач №7' })).toBeNull()
    await userEvent.click(edit7)
    expect(edit).toHaveBeenCalledOnce()
  })
})
