import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PhoneNumber } from '../../../src/components/PhoneNumber/PhoneNumber.tsx'
import { branchById } from '../../../src/content/branches.ts'

const [phone] = branchById('spb').phones
if (!phone) throw new Error('The St. Petersburg branch has no phone')

const meta = {
  title: 'Features/Contacts/PhoneNumber',
  component: PhoneNumber,
  args: {
    phone,
    goals: { desktop: 'phone_contacts_ps', mobile: 'kontacts_spb_mob' },
    onGoal: fn(),
  },
} satisfies Meta<typeof PhoneNumber>

export default meta
type Story = StoryObj<typeof meta>

export const DesktopMasked: Story = {
  args: { mobile: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /309-45-XX/ }))
    await expect(canvas.getByRole('link').textContent).toBe('+7 (812) 309-45-17')
    await expect(args.onGoal).toHaveBeenCalledWith('phone_contacts_ps')
  },
}

export const Mobile: Story = { args: { mobile: true } }
