import { Button, buttonVariants } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'В корзину', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'В корзину' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Продолжить покупки' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Отправить код повторно' } }

export const Loading: Story = {
  args: { isPending: true, children: 'Оформляем заказ' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = { args: { isDisabled: true, children: 'Нет в наличии' } }

export const LongRussianText: Story = {
  args: { children: 'Тормозной механизм в сборе правый — добавить в корзину' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
