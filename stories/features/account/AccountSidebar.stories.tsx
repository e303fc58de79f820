import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AccountSidebar } from '../../../src/features/account/components/AccountSidebar.tsx'
import { Forbidden } from '../../../src/features/account/components/Forbidden.tsx'
import { createShop, testUser } from '../../../src/testing/create-shop.tsx'

const everything = [
  'user.show',
  'contractor.show',
  'address.show',
  'recipient.show',
  'order.show',
  'favourite.show',
  'informReceipt.show',
]

const meta = {
  title: 'Account/AccountSidebar',
  component: AccountSidebar,
  args: {
    user: {
      ...testUser,
      full_name: 'Петров Иван Сергеевич',
      ns: 'ПИ',
      account: { external_id_onec: '000123' },
      permissions: everything,
    },
  },
  decorators: [(Story) => createShop(<Story />, { url: '/account/orders' }).element],
} satisfies Meta<typeof AccountSidebar>

export default meta
type Story = StoryObj<typeof meta>

export const AllPermissions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Код клиента: 000123')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Получатели' })).toBeVisible()
  },
}

export const WithoutCompanyPermissions: Story = {
  args: {
    user: { ...testUser, ns: 'КА', permissions: ['order.show', 'favourite.show'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Код клиента ещё не присвоен')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Компания' })).toBeNull()
  },
}

export const ForbiddenPage: Story = { render: () => <Forbidden /> }
