import { Button, Popover } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

const meta = {
  title: 'Design system/Popover',
  component: Popover,
  args: {
    'aria-label': 'Наличие по филиалам',
    trigger: <Button variant="ghost">В наличии: 7 шт.</Button>,
    children: (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        <li>Санкт-Петербург — 4 шт.</li>
        <li>Москва — 3 шт.</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'В наличии: 7 шт.' }))
    await expect(await screen.findByRole('dialog', { name: 'Наличие по филиалам' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
