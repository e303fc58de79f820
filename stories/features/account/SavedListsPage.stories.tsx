import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { OrderList, OrderListList } from '../../../src/api/order-lists.ts'
import {
  type SavedListCalls,
  SavedListsPage,
} from '../../../src/features/account/components/SavedListsPage.tsx'
import { createShop, testUser } from '../../../src/testing/create-shop.tsx'

/** docs/product.md#order-from-a-list: the account's saved lists, one of them being edited. */
const saved: OrderList = {
  uuid: 'l-1',
  name: 'ТО КАМАЗ 65115 — 30 000 км',
  rows: [
    { article: '740.1012040-10', brand: 'КАМАЗ', quantity: 2, product_uuid: null },
    { article: '81.50601-6070', brand: 'MAN', quantity: 1, product_uuid: null },
    { article: '5320-3519210', brand: null, quantity: 4, product_uuid: null },
  ],
  author: 'Петров Пётр Петрович',
  created_at: Date.UTC(2026, 10, 20, 9) / 1000,
  updated_at: Date.UTC(2026, 10, 28, 7) / 1000,
  allows: { edit: true, delete: true },
}

/** The list kept here, so a save shows in the table after its reload. */
function fakeCalls(): SavedListCalls {
  let current = saved
  return {
    list: async (): Promise<OrderListList> => ({
      items: [
        {
          uuid: current.uuid,
          name: current.name,
          rows_count: current.rows.length,
          author: current.author,
          updated_at: current.updated_at,
          allows: current.allows,
        },
      ],
      allows: { create: true },
    }),
    remove: async () => ({}),
    load: (async () => current) as SavedListCalls['load'],
    save: (async (_uuid, body) => {
      current = { ...current, ...body }
      return current
    }) as SavedListCalls['save'],
  }
}

const user = { ...testUser, permissions: ['list.show', 'list.edit'] }

const meta = {
  title: 'Account/SavedListsPage',
  component: SavedListsPage,
  args: { calls: fakeCalls() },
  render: (args) =>
    createShop(<SavedListsPage {...args} />, { url: '/account/lists', user }).element,
} satisfies Meta<typeof SavedListsPage>

export default meta
type Story = StoryObj<typeof meta>

/** «Изменить» opened, a quantity that is not a whole number refused beside its field. */
export const EditingWithABadQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: `Изменить список «${saved.name}»` }),
    )
    const quantity = await canvas.findByRole('textbox', { name: 'Количество «5320-3519210», шт.' })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '1,5')
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить изменения' }))
    await expect(await canvas.findByText('Укажите целое число штук от 1 до 9 999')).toBeVisible()
  },
}
