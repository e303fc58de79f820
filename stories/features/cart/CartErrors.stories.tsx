import type { CartLine } from '@gruzovik/machines'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ApiError } from '../../../src/api/errors.ts'
import { CartContent } from '../../../src/features/cart/components/CartContent.tsx'
import { createShop, testUser } from '../../../src/testing/create-shop.tsx'

/** docs/product.md#errors: a refused quick order says why and what changed per line. */
function line(title: string, quantity: number, stock: number): CartLine {
  return {
    product_uuid: title,
    quantity,
    warranty_uuid: null,
    product: {
      uuid: title,
      link: `/parts/${title}`,
      full_title: title,
      title,
      slug: 'slug',
      article: `ART-${title}`,
      images: [],
      image: null,
      extension_number: null,
      total_stock: stock,
      is_not_new: false,
      price: { base_price: 150000, price: 150000, discount: false },
      warranties: [],
    } as CartLine['product'],
  }
}

const refusal = new ApiError(409, {
  message:
    'Товара не хватает на складе, заказ не оформлен. Количество в корзине исправлено — проверьте корзину и оформите заказ снова.',
})

function RefusedQuickOrder() {
  let reads = 0
  return createShop(<CartContent onClose={() => {}} />, {
    user: testUser,
    loadCart: async () => ({
      uuid: 'c',
      cart_products:
        reads++ === 0
          ? [line('Фильтр масляный', 4, 4), line('Колодка тормозная', 2, 5)]
          : [line('Фильтр масляный', 2, 2), line('Колодка тормозная', 0, 0)],
    }),
    calls: { createFastOrder: () => Promise.reject(refusal) },
  }).element
}

const meta = {
  title: 'Cart/Errors',
  component: RefusedQuickOrder,
} satisfies Meta<typeof RefusedQuickOrder>

export default meta
type Story = StoryObj<typeof meta>

export const RefusedForShortStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Быстрый заказ' }))
    const alert = canvas.getByRole('alert')
    await expect(
      await within(alert).findByText('«Фильтр масляный»: Осталось 2 шт., количество уменьшено'),
    ).toBeVisible()
    await expect(within(alert).getByText('«Колодка тормозная»: Товар закончился')).toBeVisible()
  },
}
