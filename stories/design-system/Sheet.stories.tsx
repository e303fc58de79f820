import { Button, Sheet } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogTrigger } from 'react-aria-components'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

const meta = {
  title: 'Design system/Sheet',
  component: Sheet,
  args: { title: 'Корзина', children: 'Тормозной механизм в сборе правый — 2 шт.' },
  render: (args) => (
    <div style={{ minHeight: '150vh' }}>
      <DialogTrigger>
        <Button variant="secondary">Открыть корзину</Button>
        <Sheet {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

/** Page scroll is locked on the body while the sheet is open and given back after it closes. */
export const LocksBodyScroll: Story = {
  play: async ({ canvasElement }) => {
    const before = document.body.style.overflow
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть корзину' }))
    await expect(await screen.findByRole('dialog', { name: 'Корзина' })).toBeVisible()
    await expect(document.body.style.overflow).toBe('hidden')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(document.body.style.overflow).toBe(before)
  },
}

/** Below 1024 px the sheet covers the whole screen. */
export const MobileFullScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть корзину' }))
    const dialog = await screen.findByRole('dialog', { name: 'Корзина' })
    const panel = dialog.parentElement as HTMLElement
    if (window.innerWidth < 1024)
      await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const LongContent: Story = {
  args: {
    title: 'Каталог',
    children: (
      <ul>
        {Array.from(
          { length: 40 },
          (_, i) => `Тормозной механизм в сборе правый, позиция ${i + 1}`,
        ).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
  },
}
