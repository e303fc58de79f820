import { Button, Dialog } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogTrigger } from 'react-aria-components'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: { title: 'Удалить товар из корзины?', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Удалить</Button>
      <Dialog {...args}>
        {(close) => (
          <>
            <p style={{ margin: 0 }}>Тормозной механизм в сборе правый</p>
            <div style={{ display: 'flex', gap: 8 }}>
              <Button onPress={close}>Удалить</Button>
              <Button variant="secondary" onPress={close}>
                Оставить
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Focus moves in, Tab cannot leave the dialog, Escape closes it and focus goes back to the trigger. */
export const TrapsAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Удалить' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Удалить товар из корзины?' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (let i = 0; i < 5; i++) {
      await userEvent.tab()
      await expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  },
}

export const Confirmation: Story = {
  args: { role: 'alertdialog', isDismissable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить' }))
    await userEvent.keyboard('{Escape}')
    const dialog = await screen.findByRole('alertdialog')
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(screen.getByRole('button', { name: 'Оставить' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
