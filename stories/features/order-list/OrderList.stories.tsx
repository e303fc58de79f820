import { type ImportResolution, orderListMachine } from '@gruzovik/machines'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { Cart } from '../../../src/api/cart.ts'
import { ApiError } from '../../../src/api/errors.ts'
import { ListReview } from '../../../src/components/ListResolution/ListReview.tsx'
import { describeFailure } from '../../../src/lib/errors/describe-failure.ts'
import { createShop } from '../../../src/testing/create-shop.tsx'
import { samplePart, usedPart } from '../../../src/testing/fixtures.ts'

/** docs/product.md#order-from-a-list: the review of a resolved list in its main states. */
const base = { brand: null, candidates: [], analogues: [], clamp: null, message: null }
const analogue = { ...samplePart, uuid: 'p-an', article: '81.50601-6071', full_title: 'Аналог MAN' }
const resolution: ImportResolution = {
  rows: [
    {
      ...base,
      line: 1,
      article: '81 50601 6070',
      quantity_text: '2',
      status: 'found',
      part: { brand: 'MAN', part: samplePart },
      requested: 2,
      quantity: 2,
    },
    {
      ...base,
      line: 2,
      article: 'А003',
      quantity_text: '1',
      status: 'choose_brand',
      part: null,
      candidates: [
        { brand: 'MAN', part: samplePart },
        { brand: 'DAF', part: { ...samplePart, uuid: 'p-daf' } },
      ],
      requested: 1,
      quantity: 0,
    },
    {
      ...base,
      line: 3,
      article: usedPart.article,
      quantity_text: '2',
      status: 'short',
      part: { brand: 'MAN', part: usedPart },
      requested: 2,
      quantity: 1,
      clamp: { reason: 'used_only_one', max: 1 },
    },
    {
      ...base,
      line: 4,
      article: '740.1012040',
      quantity_text: '1',
      status: 'sold_out',
      part: { brand: 'КАМАЗ', part: { ...samplePart, uuid: 'p-so', total_stock: 0 } },
      analogues: [{ brand: 'MAN', part: analogue }],
      requested: 1,
      quantity: 0,
      clamp: { reason: 'sold_out', max: 0 },
    },
    {
      ...base,
      line: 5,
      article: 'НЕТ-ТАКОГО',
      quantity_text: '3',
      status: 'not_found',
      part: null,
      requested: 3,
      quantity: 0,
      message: 'Артикул «НЕТ-ТАКОГО» не найден',
    },
  ],
  summary: {
    rows: 5,
    found: 1,
    choose_brand: 1,
    short: 1,
    sold_out: 1,
    not_found: 1,
    bad_quantity: 0,
    lines: 2,
    pieces: 3,
    total: 2_300_100,
  },
}

function Review({ importFails }: { importFails: boolean }) {
  const flow = useMachine(
    orderListMachine.provide({
      actors: {
        resolveSource: fromPromise(async () => resolution),
        importLines: fromPromise(async (): Promise<Cart> => {
          throw describeFailure(
            new ApiError(422, { message: 'Товар закончился, корзина не изменена' }),
          )
        }),
      },
    }),
  )
  const [snapshot, send] = flow
  useEffect(() => {
    if (snapshot.matches('idle')) send({ type: 'list.open', source: { kind: 'list', uuid: 'l1' } })
    if (importFails && snapshot.matches('review') && !snapshot.context.failure)
      send({ type: 'list.import' })
  }, [snapshot, send, importFails])
  return <ListReview flow={flow} />
}

function ListStates({ importFails }: { importFails: boolean }) {
  return createShop(<Review importFails={importFails} />).element
}

const meta = {
  title: 'Order list/Review',
  component: ListStates,
  args: { importFails: false },
} satisfies Meta<typeof ListStates>

export default meta
type Story = StoryObj<typeof meta>

export const EveryRowKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Б/у — только 1 шт., количество уменьшено')).toBeVisible()
    await expect(canvas.getByRole('radiogroup', { name: 'Бренд для «А003»' })).toBeVisible()
  },
}

export const ImportRefused: Story = {
  args: { importFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Товар закончился, корзина не изменена/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible()
  },
}
