import { CodeField } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/CodeField',
  component: CodeField,
  args: { onComplete: fn(), onChange: fn() },
} satisfies Meta<typeof CodeField>

export default meta
type Story = StoryObj<typeof meta>

export const CompletesAtFourDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Код из СМС' })
    await userEvent.type(input, '12')
    await expect(args.onComplete).not.toHaveBeenCalled()
    await userEvent.type(input, '3a45')
    await expect(input).toHaveValue('1234')
    await expect(args.onComplete).toHaveBeenCalledOnce()
    await expect(args.onComplete).toHaveBeenCalledWith('1234')
  },
}

export const WrongCode: Story = { args: { isInvalid: true, errorMessage: 'Неверный код' } }

export const Disabled: Story = { args: { isDisabled: true } }
