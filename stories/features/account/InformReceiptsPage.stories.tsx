import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { InformReceipt, InformReceiptList } from '../../../src/api/inform-receipts.ts'
import {
  InformReceiptsPage,
  type ReceiptCalls,
} from '../../../src/features/account/components/InformReceiptsPage.tsx'
import { createShop, testUser } from '../../../src/testing/create-shop.tsx'

const receipt = (uuid: string, title: string, changes: Partial<InformReceipt>): InformReceipt => ({
  uuid,
  created_at: Date.UTC(2026, 10, 20, 9) / 1000,
  product: {
    uuid: `p-${uuid}`,
    full_title: title,
    article: '51.05501-0015',
    link: '/parts/filtr',
    total_stock: 0,
  },
  allows: { edit: true, delete: true },
  channel: 'sms',
  notified_at: null,
  ...changes,
})

/** A list the page reads, kept here so a channel change shows after the reload. */
function fakeCalls(emailAvailable: boolean): ReceiptCalls {
  let items = [
    receipt('r-1', 'Фильтр масляный MAN TGA', {
      notified_at: Date.UTC(2026, 10, 28, 7) / 1000,
      product: {
        uuid: 'p-1',
        full_title: 'Фильтр масляный MAN TGA',
        article: '51.05501-0015',
        link: '/parts/filtr',
        total_stock: 6,
      },
    }),
    receipt('r-2', 'Поршень двигателя D2066 в сборе', {}),
  ]
  return {
    list: async (): Promise<InformReceiptList> => ({ items, email_available: emailAvailable }),
    remove: async (uuid) => {
      items = items.filter((i) => i.uuid !== uuid)
    },
    setChannel: async (uuid, channel) => {
      items = items.map((i) => (i.uuid === uuid ? { ...i, channel } : i))
    },
  }
}

const user = {
  ...testUser,
  permissions: ['informReceipt.show', 'informReceipt.edit', 'informReceipt.delete'],
}

const meta = {
  title: 'Account/InformReceiptsPage',
  component: InformReceiptsPage,
  args: { calls: fakeCalls(true) },
  render: (args) =>
    createShop(<InformReceiptsPage {...args} />, { url: '/account/inform-receipts', user }).element,
} satisfies Meta<typeof InformReceiptsPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotifiedAndWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Уведомлено 28.11')).toBeVisible()
    const email = canvas.getAllByRole('radio', { name: 'E-mail' })[1]
    if (!email) throw new Error('no e-mail choice')
    await userEvent.click(email)
    await expect(email).toBeChecked()
  },
}

export const WithoutEmailInProfile: Story = {
  args: { calls: fakeCalls(false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByText('Укажите e-mail в профиле')).toHaveLength(2)
    for (const radio of canvas.getAllByRole('radio', { name: /E-mail/ })) {
      await expect(radio).toBeDisabled()
    }
  },
}
