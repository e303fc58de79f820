import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { expect, within } from 'storybook/test'
import { dostavkaUsloviya } from '../../../src/content/pages/dostavka-usloviya.ts'
import { legalInformation } from '../../../src/content/pages/legal-information.ts'
import { ContentPage } from '../../../src/features/content/components/ContentPage/ContentPage.tsx'

const meta = {
  title: 'Features/Content/ContentPage',
  component: ContentPage,
  args: { titleKey: 'dostavkaUsloviya', page: dostavkaUsloviya },
  // Links inside the page need a router around them.
  render: (args) => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <ContentPage {...args} /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    return <RouterProvider router={router} />
  },
} satisfies Meta<typeof ContentPage>

export default meta
type Story = StoryObj<typeof meta>

export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeTruthy()
    await expect(canvas.getAllByRole('table')).toHaveLength(2)
  },
}

export const Requisites: Story = {
  args: { titleKey: 'legalInformation', page: legalInformation },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
