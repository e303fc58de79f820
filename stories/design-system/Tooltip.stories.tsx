import { IconButton, Tooltip } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'Бывший в употреблении: номер детали на разборке',
    children: <IconButton aria-label="Что такое б/у номер">?</IconButton>,
    delay: 0,
  },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const ShowsOnKeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab()
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Бывший в употреблении')
  },
}
