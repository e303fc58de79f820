import { PhoneField } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

/** As app data sends them: Russia and Kazakhstan share +7; Kazakhstan is 77. */
const phoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##' },
  { prefix: '77', mask: '+7(7##)###-##-##' },
]

const meta = {
  title: 'Design system/PhoneField',
  component: PhoneField,
  args: { phoneCodes, onChange: fn(), onPrefixError: fn() },
} satisfies Meta<typeof PhoneField>

export default meta
type Story = StoryObj<typeof meta>

export const RussianNumber: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Телефон' })
    await userEvent.type(input, '9991234567')
    await expect(input).toHaveValue('+7(999)123 45 67')
  },
}

/** Past four digits the longer prefix 77 wins and its mask replaces the default. */
export const MaskSwitches: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Телефон' })
    await userEvent.type(input, '7701')
    await expect(input).toHaveValue('+7(701')
    await userEvent.type(input, '2345678')
    await expect(input).toHaveValue('+7(701)234-56-78')
    await expect(args.onPrefixError).not.toHaveBeenCalled()
  },
}

export const UnknownPrefix: Story = {
  args: { phoneCodes: [{ prefix: '375', mask: '+375(##)###-##-##' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Телефон' })
    await userEvent.type(input, '99912')
    await expect(args.onPrefixError).toHaveBeenLastCalledWith(true)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Неизвестный код страны')).toBeVisible()
  },
}

export const ServerError: Story = {
  args: { isInvalid: true, errorMessage: 'Пользователь с таким телефоном не найден' },
}

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '+7(999)123 45 67' } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
