import { Checkbox, Link } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { children: 'Только в наличии', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Только в наличии' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const Selected: Story = { args: { defaultSelected: true } }

export const Disabled: Story = { args: { isDisabled: true } }

export const Invalid: Story = {
  args: {
    isInvalid: true,
    children: (
      <>
        Согласен на обработку персональных данных и принимаю{' '}
        <Link href="/legal_information">пользовательское соглашение</Link>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
