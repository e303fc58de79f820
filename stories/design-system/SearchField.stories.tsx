import { SearchField } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/SearchField',
  component: SearchField,
  args: { placeholder: 'Поиск по названию или артикулу', onSubmit: fn(), onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Поиск' })
    await userEvent.type(box, '  81.50820-6004 {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('81.50820-6004')
  },
}

export const BlankDoesNotSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), '   {Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Hero: Story = { args: { size: 'lg', defaultValue: 'колодки MAN TGX' } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
