import { TextField } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Имя', onChange: fn() },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { placeholder: 'Иван Петров', description: 'Как к вам обращаться' },
}

/** The field keeps at most maxLength characters, typed or pasted. */
export const MaxLength: Story = {
  args: { label: 'Название организации', maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Название организации' })
    await userEvent.click(input)
    await userEvent.paste('Тормозной механизм в сборе правый')
    await expect(input).toHaveValue('Тормозной ')
    await expect(args.onChange).toHaveBeenLastCalledWith('Тормозной ')
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Укажите имя', defaultValue: '' },
}

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ООО «Автопарк»' } }

export const Multiline: Story = {
  args: {
    label: 'Комментарий к заказу',
    multiline: true,
    defaultValue: 'Тормозной механизм в сборе правый',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
