import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ArrivalsSection } from '../../../src/features/home/components/ArrivalsSection.tsx'
import { BranchesSection } from '../../../src/features/home/components/BranchesSection.tsx'
import { CatalogSections } from '../../../src/features/home/components/CatalogSections.tsx'
import { HeroSearch } from '../../../src/features/home/components/HeroSearch.tsx'
import {
  ArrivalsSkeleton,
  CatalogSkeleton,
} from '../../../src/features/home/components/HomeSkeletons.tsx'
import { WhyUs } from '../../../src/features/home/components/WhyUs.tsx'
import { homeMenu } from '../../../src/features/home/home-fixtures.ts'
import { createShop } from '../../../src/testing/create-shop.tsx'
import { storyArrivals } from './home-story-data.ts'

/** Each section of the home page on its own, in each of its states. */
const meta = {
  title: 'Features/Home/Sections',
  component: CatalogSections,
  args: { result: { status: 'ok', data: homeMenu } },
  decorators: [(Story) => createShop(<Story />).element],
} satisfies Meta<typeof CatalogSections>

export default meta
type Story = StoryObj<typeof meta>

export const Hero: Story = {
  render: () => <HeroSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('searchbox', { name: 'Поиск по названию или артикулу' })
    await userEvent.type(field, '   {Enter}')
    // Blank text stays on the page.
    await expect(field).toBeInTheDocument()
  },
}

export const Catalog: Story = {}

export const CatalogEmpty: Story = {
  args: {
    result: { status: 'ok', data: { marks: [], nodes: [], aggregations: [], incoming_marks: [] } },
  },
}

export const CatalogFailed: Story = { args: { result: { status: 'error', offline: false } } }

export const CatalogLoading: Story = { render: () => <CatalogSkeleton /> }

export const Arrivals: Story = {
  render: () => <ArrivalsSection result={{ status: 'ok', data: storyArrivals }} />,
}

export const ArrivalsEmpty: Story = {
  render: () => <ArrivalsSection result={{ status: 'ok', data: { marks: [], trucks: [] } }} />,
}

export const ArrivalsFailed: Story = {
  render: () => <ArrivalsSection result={{ status: 'error', offline: false }} />,
}

export const ArrivalsLoading: Story = { render: () => <ArrivalsSkeleton /> }

export const WhyUsLines: Story = { render: () => <WhyUs /> }

export const Branches: Story = {
  render: () => <BranchesSection mobile={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first card is St. Petersburg: its number is masked until the first click.
    const [spb] = canvas.getAllByRole('button', { name: /^Показать номер/ })
    await userEvent.click(spb as HTMLElement)
    await expect(canvas.getByRole('link', { name: /^Позвонить .*309-45-17/ })).toHaveFocus()
  },
}
