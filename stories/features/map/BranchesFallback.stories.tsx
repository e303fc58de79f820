import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { branches } from '../../../src/content/branches.ts'
import { mapTexts } from '../../../src/content/map.ts'
import { BranchesFallback } from '../../../src/features/map/components/BranchesMap/BranchesFallback.tsx'
import { YandexMap } from '../../../src/features/map/components/YandexMap/YandexMap.tsx'

const meta = {
  title: 'Features/Map/Fallback',
  component: BranchesFallback,
  args: { branches },
} satisfies Meta<typeof BranchesFallback>

export default meta
type Story = StoryObj<typeof meta>

/** What a visitor sees when the map cannot load: every address with a link to the maps site. */
export const AllBranches: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: mapTexts.openOnMap })
    await expect(links).toHaveLength(branches.length)
  },
}

/** A map without a key makes no request and shows the list straight away. */
export const MapWithoutKey: Story = {
  render: (args) => (
    <YandexMap
      apiKey=""
      location={{ center: [30.3631, 59.8138], zoom: 16 }}
      fallback={<BranchesFallback branches={args.branches} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(mapTexts.unavailable)).toBeTruthy()
  },
}
