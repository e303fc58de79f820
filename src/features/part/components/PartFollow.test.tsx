import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addFavourite, removeFavourite } from '../../../api/favourites.ts'
import { createInformReceipt } from '../../../api/inform-receipts.ts'
import { getPart } from '../../../api/parts.ts'
import { partDetails } from '../../../testing/fixtures.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { PartFollow, type PartFollowProps } from './PartFollow.tsx'

vi.mock('../../../api/favourites.ts', () => ({
  addFavourite: vi.fn(async () => ({ success: true })),
  removeFavourite: vi.fn(async () => ({ success: true })),
}))
vi.mock('../../../api/inform-receipts.ts', () => ({
  createInformReceipt: vi.fn(async () => ({ uuid: 'r1' })),
}))
vi.mock('../../../api/parts.ts', () => ({ getPart: vi.fn() }))

afterEach(() => {
  toastQueue.clear()
  vi.clearAllMocks()
})

const soldOut = { productUuid: partDetails.uuid, slug: partDetails.slug, inStock: false }
const follow = (props: Partial<PartFollowProps> = {}) =>
  renderInShop(<PartFollow {...soldOut} {...props} />, { user: testUser })

describe('PartFollow', () => {
  it('a part already in favourites offers to remove it, and pressing removes it', async () => {
    follow({ isFavourite: true, isSubscribed: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного' }))
    expect(removeFavourite).toHaveBeenCalledWith(partDetails.uuid)
    expect(addFavourite).not.toHaveBeenCalled()
    expect(await screen.findByRole('button', { name: 'В избранное' })).toBeTruthy()
  })

  it('a part not in favourites offers to add it', async () => {
    follow({ isFavourite: false, isSubscribed: false })
    expect(await screen.findByRole('button', { name: 'В избранное' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Сообщить о поступлении' })).toBeTruthy()
  })

  it('an existing arrival subscription shows as subscribed, with no second "notify me"', async () => {
    follow({ isFavourite: false, isSubscribed: true })
    expect(await screen.findByText('Сообщим, когда запчасть поступит')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).toBeNull()
    expect(createInformReceipt).not.toHaveBeenCalled()
  })

  it('flags from the card are trusted: the part is not asked for again', async () => {
    follow({ isFavourite: true, isSubscribed: true })
    await screen.findByRole('button', { name: 'Убрать из избранного' })
    expect(getPart).not.toHaveBeenCalled()
  })

  it('a card loaded before login has no flags, so they are asked for once', async () => {
    vi.mocked(getPart).mockResolvedValueOnce({
      ...partDetails,
      is_favourite: true,
      is_inform_receipt: true,
    })
    follow()
    expect(await screen.findByRole('button', { name: 'Убрать из избранного' })).toBeTruthy()
    expect(screen.getByText('Сообщим, когда запчасть поступит')).toBeTruthy()
    expect(getPart).toHaveBeenCalledTimes(1)
    expect(getPart).toHaveBeenCalledWith(partDetails.slug)
  })

  it('a guest is not asked about and sees nothing', async () => {
    const { boot } = renderInShop(<PartFollow {...soldOut} />)
    await waitFor(() => expect(boot.getSnapshot().matches('success')).toBe(true))
    expect(screen.queryByRole('button')).toBeNull()
    expect(getPart).not.toHaveBeenCalled()
  })
})
