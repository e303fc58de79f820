import { Pagination } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: { page: 5, totalPages: 20, onChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {}

export const FirstPage: Story = { args: { page: 1 } }

function Paged() {
  const [page, setPage] = useState(1)
  return <Pagination page={page} totalPages={12} onChange={setPage} />
}

export const Navigates: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }))
    await expect(canvas.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 12' }))
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
