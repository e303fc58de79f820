import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { Truck, TruckInput, TruckList } from '../../../src/api/trucks.ts'
import {
  type TruckPageCalls,
  TrucksPage,
} from '../../../src/features/account/components/TrucksPage.tsx'
import { createShop, testUser } from '../../../src/testing/create-shop.tsx'

/** docs/product.md#the-fleet: the company's trucks, one being added by its VIN. */
const makes: TruckList['makes'] = [
  {
    uuid: 'm-kamaz',
    title: 'КАМАЗ',
    slug: 'kamaz',
    models: [{ uuid: 'k-5490', title: 'КАМАЗ 5490', years: '2013–2024' }],
  },
  {
    uuid: 'm-volvo',
    title: 'Volvo',
    slug: 'volvo',
    models: [{ uuid: 'v-fh', title: 'Volvo FH', years: '2012–2024' }],
  },
]
const fleet: Truck[] = [
  {
    uuid: 't-1',
    name: 'Тягач №7',
    mark_uuid: 'm-volvo',
    mark_title: 'Volvo',
    model_uuid: 'v-fh',
    model_title: 'Volvo FH',
    year: 2016,
    vin: 'YV2RT40A8GB123456',
    chassis_number: null,
    plate_number: 'А123ВС116',
    mileage_km: 612000,
    created_at: Date.UTC(2026, 10, 20, 9) / 1000,
    updated_at: Date.UTC(2026, 10, 20, 9) / 1000,
    allows: { edit: true, delete: true },
  },
]

/** The fleet kept here, so an added truck shows in the table after its reload. */
function fakeCalls(): TruckPageCalls {
  let items = fleet
  return {
    list: async () => ({ items, makes, allows: { create: true } }),
    remove: async () => ({ success: true }),
    decode: async () => ({
      vin: 'XTC652005L1123456',
      maker: 'КАМАЗ',
      plant: 'КАМАЗ, Россия (Набережные Челны)',
      year: 2020,
      mark: { uuid: 'm-kamaz', title: 'КАМАЗ', slug: 'kamaz' },
      catalogue: null,
    }),
    create: async (body: TruckInput) => {
      const truck = { ...fleet[0], ...body, uuid: 't-2', mark_title: 'КАМАЗ' } as Truck
      items = [...items, truck]
      return truck
    },
    update: async () => fleet[0] as Truck,
  }
}

const user = { ...testUser, permissions: ['truck.show', 'truck.edit'] }

const meta = {
  title: 'Account/TrucksPage',
  component: TrucksPage,
  args: { calls: fakeCalls() },
  render: (args) => createShop(<TrucksPage {...args} />, { url: '/account/trucks', user }).element,
} satisfies Meta<typeof TrucksPage>

export default meta
type Story = StoryObj<typeof meta>

export const Fleet: Story = {}

/** «Добавить грузовик», a VIN pasted in the Russian layout: КАМАЗ and 2020 filled to confirm. */
export const AddingByVin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить грузовик' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Новый грузовик' }))
    await userEvent.click(dialog.getByRole('textbox', { name: 'VIN' }))
    await userEvent.paste('ХТС652005L1123456')
    await expect(await dialog.findByText(/По VIN: КАМАЗ, 2020 год/)).toBeVisible()
  },
}
