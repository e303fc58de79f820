import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '../../../src/api/errors.ts'
import { CallbackForm } from '../../../src/features/layout/components/Footer/CallbackForm.tsx'
import { Footer } from '../../../src/features/layout/components/Footer/Footer.tsx'
import { TestAppData } from '../../../src/features/layout/test-providers.tsx'
import { storyMenuStore } from './fixtures.ts'

const meta = {
  title: 'Features/Layout/Footer',
  component: Footer,
  decorators: [
    (Story) => (
      <TestAppData>
        <Story />
      </TestAppData>
    ),
  ],
  args: {
    store: storyMenuStore(),
    onGoal: fn(),
    send: fn(async () => ({ success: true })),
    notifySuccess: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** The messenger buttons record their goals. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const footer = within(canvasElement)
    const telegram = footer.getByRole('link', { name: 'Telegram' })
    telegram.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(telegram)
    await expect(args.onGoal).toHaveBeenCalledWith('go_telegram')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }

const codes = [{ prefix: '7', mask: '+7(###)### ## ##' }]

/** The callback form on its own: a sent request thanks the visitor. */
export const CallbackSent: StoryObj<typeof CallbackForm> = {
  render: (args) => (
    <div style={{ maxWidth: 380, padding: 16, background: '#16181d' }}>
      <CallbackForm {...args} />
    </div>
  ),
  args: {
    phoneCodes: codes,
    send: fn(async () => ({ success: true })),
    notifySuccess: fn(),
    onGoal: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: 'Имя' }), 'Иван')
    await userEvent.type(form.getByLabelText('Телефон'), '9991234567')
    await userEvent.click(form.getByRole('button', { name: 'Перезвоните мне' }))
    await expect(args.notifySuccess).toHaveBeenCalledWith('Мы перезвоним вам в ближайшее время')
    await expect(args.onGoal).toHaveBeenCalledWith('form_callback')
  },
}

/** Server field errors (422) show under the fields. */
export const CallbackFieldErrors: StoryObj<typeof CallbackForm> = {
  ...CallbackSent,
  args: {
    phoneCodes: codes,
    send: fn(async () => {
      throw new ApiError(422, { errors: { phone: ['Номер телефона указан неверно'] } })
    }),
    notifySuccess: fn(),
    onGoal: fn(),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: 'Имя' }), 'Иван')
    await userEvent.type(form.getByLabelText('Телефон'), '9991234567')
    await userEvent.click(form.getByRole('button', { name: 'Перезвоните мне' }))
    await expect(await form.findByText('Номер телефона указан неверно')).toBeVisible()
  },
}
