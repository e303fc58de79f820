import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { expect, within } from 'storybook/test'
import { branchById } from '../../../src/content/branches.ts'
import { ContactsPage } from '../../../src/features/contacts/components/ContactsPage/ContactsPage.tsx'
import { BranchesFallback } from '../../../src/features/map/components/BranchesMap/BranchesFallback.tsx'

const meta = {
  title: 'Features/Contacts/ContactsPage',
  component: ContactsPage,
  // Without a maps key (as in CI) the page shows the address list where the map would be.
  args: {
    branchId: 'spb',
    map: <BranchesFallback branches={[branchById('spb'), branchById('sto')]} />,
  },
  render: (args) => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <ContactsPage {...args} /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    return <RouterProvider router={router} />
  },
} satisfies Meta<typeof ContactsPage>

export default meta
type Story = StoryObj<typeof meta>

export const SaintPetersburg: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The address stands in the details and again in the map's fallback list.
    await expect(await canvas.findAllByText(/Московское шоссе, д\. 70, корп\. 4/)).toHaveLength(2)
  },
}

export const KrasnoyarskOnMobile: Story = {
  args: { branchId: 'krs', map: <BranchesFallback branches={[branchById('krs')]} /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
