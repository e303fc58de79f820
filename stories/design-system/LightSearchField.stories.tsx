import { LightSearchField } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/LightSearchField',
  component: LightSearchField,
  args: {
    label: 'Поиск',
    placeholder: 'Поиск по названию или артикулу',
    value: '',
    onChange: fn(),
    onSubmit: fn(),
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <LightSearchField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof LightSearchField>

export default meta
type Story = StoryObj<typeof meta>

/** The header's field: looks like SearchField, without react-aria's code on the first load. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Поиск' })
    await userEvent.type(box, '  81.50820-6004 {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('81.50820-6004')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
  },
}

export const Filled: Story = { args: { value: 'колодки MAN TGX' } }
