import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import {
  type ImportParseResult,
  type ImportResolution,
  importCartLines,
  parseListText,
  resolveListRows,
} from '../../../api/order-lists.ts'
import { samplePart } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { OrderListPage } from './OrderListPage.tsx'

vi.mock('../../../api/order-lists.ts', () => ({
  parseListText: vi.fn(),
  parseListFile: vi.fn(),
  resolveListRows: vi.fn(),
  importCartLines: vi.fn(),
  resolveOrderList: vi.fn(),
  resolveOrderRepeat: vi.fn(),
  downloadListResult: vi.fn(),
  createOrderList: vi.fn(),
}))

const man = { ...samplePart, uuid: 'p-man', article: 'A003', slug: 'a003-man' }
const daf = {
  ...samplePart,
  uuid: 'p-daf',
  article: 'A003',
  slug: 'a003-daf',
  full_title: 'Фильтр DAF',
}

const parsed: ImportParseResult = {
  source: 'text',
  columns: [
    { index: 0, title: 'Столбец A' },
    { index: 1, title: 'Столбец B' },
  ],
  header_detected: false,
  mapping: { article: 0, quantity: 1, brand: null },
  rows: [
    {
      line: 1,
      cells: ['81 50601 6070', '9'],
      article: '81 50601 6070',
      quantity_text: '9',
      brand: null,
    },
    { line: 2, cells: ['А003', '1'], article: 'А003', quantity_text: '1', brand: null },
    { line: 3, cells: ['НЕТ-1', '1'], article: 'НЕТ-1', quantity_text: '1', brand: null },
  ],
  notices: [],
}

const base = { brand: null, candidates: [], analogues: [], clamp: null, message: null }
function resolution(picked: string | null): ImportResolution {
  return {
    rows: [
      {
        ...base,
        line: 1,
        article: '81 50601 6070',
        quantity_text: '9',
        status: 'short',
        part: { brand: 'MAN', part: samplePart },
        requested: 9,
        quantity: 4,
        clamp: { reason: 'only_in_stock', max: 4 },
      },
      picked
        ? {
            ...base,
            line: 2,
            article: 'А003',
            quantity_text: '1',
            status: 'found',
            part: { brand: 'DAF', part: daf },
            requested: 1,
            quantity: 1,
          }
        : {
            ...base,
            line: 2,
            article: 'А003',
            quantity_text: '1',
            status: 'choose_brand',
            part: null,
            candidates: [
              { brand: 'MAN', part: man },
              { brand: 'DAF', part: daf },
            ],
            requested: 1,
            quantity: 0,
          },
      {
        ...base,
        line: 3,
        article: 'НЕТ-1',
        quantity_text: '1',
        status: 'not_found',
        part: null,
        requested: 1,
        quantity: 0,
        message: 'Артикул «НЕТ-1» не найден',
      },
    ],
    summary: {
      rows: 3,
      found: picked ? 1 : 0,
      choose_brand: picked ? 0 : 1,
      short: 1,
      sold_out: 0,
      not_found: 1,
      bad_quantity: 0,
      lines: picked ? 2 : 1,
      pieces: picked ? 5 : 4,
      total: 4_600_200,
    },
  }
}

describe('«Заказ по списку» page', () => {
  afterEach(() => vi.clearAllMocks())

  it('reads the pasted list, says each row, resolves again with the picked brand and adds all in one request', async () => {
    vi.mocked(parseListText).mockResolvedValue(parsed)
    vi.mocked(resolveListRows).mockImplementation(async (rows) =>
      resolution(rows.find((r) => r.line === 2)?.product_uuid ?? null),
    )
    vi.mocked(importCartLines).mockResolvedValue({ uuid: 'c', cart_products: [] })
    const user = userEvent.setup()
    const { cartActor } = renderInShop(<OrderListPage />)

    await user.type(
      await screen.findByRole('textbox', { name: 'Список артикулов' }),
      '81 50601 6070 9',
    )
    await user.click(screen.getByRole('button', { name: 'Найти запчасти' }))

    expect(await screen.findByText('Осталось 4 шт., количество уменьшено')).toBeTruthy()
    const table = within(screen.getByRole('grid', { name: 'Строки списка' }))
    expect(table.getByText('Не найдено')).toBeTruthy()
    expect(screen.getByText('Артикул «НЕТ-1» не найден')).toBeTruthy()
    expect(table.getByText('81 50601 6070 · 9')).toBeTruthy()
    expect(vi.mocked(resolveListRows).mock.calls[0]?.[0]).toHaveLength(3)

    await user.click(screen.getByRole('radio', { name: /^DAF — A003/ }))
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull())
    expect(vi.mocked(resolveListRows).mock.calls[1]?.[0][1]?.product_uuid).toBe('p-daf')

    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }))
    expect(await screen.findByText('Добавлено в корзину строк: 2')).toBeTruthy()
    expect(importCartLines).toHaveBeenCalledOnce()
    expect(vi.mocked(importCartLines).mock.calls[0]?.[0]).toEqual([
      { product_uuid: samplePart.uuid, quantity: 4 },
      { product_uuid: 'p-daf', quantity: 1 },
    ])
    expect(cartActor.getSnapshot().matches({ modal: 'open' })).toBe(true)
  })

  it('an empty field says what to do and sends nothing', async () => {
    const user = userEvent.setup()
    renderInShop(<OrderListPage />)
    await user.click(await screen.findByRole('button', { name: 'Найти запчасти' }))
    expect(screen.getByText('Вставьте хотя бы одну строку с артикулом')).toBeTruthy()
    expect(parseListText).not.toHaveBeenCalled()
  })

  it('a refused read keeps the typed text and shows the server message under the field', async () => {
    vi.mocked(parseListText).mockRejectedValue(
      new ApiError(422, { message: 'Файл пуст', errors: { file: ['Файл пуст'] } }),
    )
    const user = userEvent.setup()
    renderInShop(<OrderListPage />)
    const field = await screen.findByRole('textbox', { name: 'Список артикулов' })
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: 'Найти запчасти' }))
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Файл пуст')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('abc')
  })
})
