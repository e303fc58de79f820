import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '../../../src/api/errors.ts'
import { errorText } from '../../../src/content/errors.ts'
import { AccountButton } from '../../../src/features/auth/components/AccountButton.tsx'
import { LoginOverlay } from '../../../src/features/auth/components/LoginOverlay.tsx'
import { createShop } from '../../../src/testing/create-shop.tsx'

/** docs/product.md#errors: «Получить код» that fails says why under the button. */
function Login({ failure }: { failure: ApiError; message: string }) {
  return createShop(
    <>
      <AccountButton />
      <LoginOverlay />
    </>,
    { calls: { sendSms: () => Promise.reject(failure) } },
  ).element
}

const meta = {
  title: 'Auth/LoginErrors',
  component: Login,
  args: {
    failure: new ApiError(0, null, 'Failed to fetch', { cause: new TypeError() }),
    message: errorText.network,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await body.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(body.getByRole('button', { name: 'Получить код' }))
    // The modal's alert region is always there (so it is announced): wait for its text. The
    // modal's own, not the page's: a toast may be an alert too.
    const modal = within(await body.findByRole('dialog', { name: 'Вход' }))
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent(args.message))
  },
} satisfies Meta<typeof Login>

export default meta
type Story = StoryObj<typeof meta>

export const NoConnection: Story = {}

export const ServiceUnavailable: Story = {
  args: { failure: new ApiError(503, null), message: errorText.unavailable },
}
