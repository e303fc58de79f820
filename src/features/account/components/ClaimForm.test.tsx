import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Claim, ClaimInput } from '../../../api/claims.ts'
import { ApiError } from '../../../api/errors.ts'
import type { Order } from '../../../api/orders.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { ClaimFormPage } from './ClaimFormPage.tsx'
import { ClaimsPage } from './ClaimsPage.tsx'

const line = {
  product_uuid: 'p-1',
  full_title: 'Поршень MAN TGA D2066',
  article: '51025117115',
  link: '/parts/porshen',
  quantity: 2,
  price: 1_150_000,
  warranty_price: 0,
  total: 2_300_000,
  state: 'shipped',
  confirmed_quantity: 2,
  shipped_quantity: 2,
  cancel_reason: null,
  replaced_by: null,
  warehouse: null,
  expected_on: null,
} as Order['items'][number]
const order = { number: '100124', items: [line] } as Order

const claim: Claim = {
  number: 1001,
  order_number: 100124,
  product_uuid: 'p-1',
  title: 'Поршень MAN TGA D2066',
  article: '51025117115',
  kind: 'warranty',
  reason: 'not_working',
  quantity: 1,
  description: 'Стук после 200 км',
  mileage: null,
  state: 'rejected',
  reject_reason: 'Следы неправильной установки',
  term_ends_on: '2027-05-21',
  created_at: 1763700000,
  history: [
    { state: 'new', from_state: null, changed_at: 1763700000, reason: null },
    {
      state: 'rejected',
      from_state: 'new',
      changed_at: 1763786400,
      reason: 'Следы неправильной установки',
    },
  ],
  photos: [],
}

const photoFile = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type })

function renderForm(create = vi.fn(async (_input: ClaimInput) => claim)) {
  const upload = vi.fn(async () => ({ uuid: 'ph-1', url: '/u', full_url: '/u?size=full' }))
  renderInShop(
    <ClaimFormPage
      number="100124"
      product="p-1"
      load={async () => order}
      calls={{ upload, create }}
    />,
  )
  return { upload, create }
}

describe('the claim form of an order line', () => {
  it('files a warranty claim with a picked photo: reason, pieces, words and the photo uuid', async () => {
    const { upload, create } = renderForm()
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Возврат или гарантия' })).toBeTruthy()
    expect(screen.getByText('Получено: 2 шт.')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Не работает' }))
    await user.type(screen.getByRole('textbox', { name: 'Опишите, что случилось' }), 'Стучит')
    fireEvent.change(screen.getByLabelText(/^Фото \(до 5/), {
      target: { files: [photoFile('porshen.jpg', 'image/jpeg')] },
    })
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('img', { name: 'Фото 1' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      order_number: 100124,
      product_uuid: 'p-1',
      kind: 'warranty',
      reason: 'not_working',
      quantity: 1,
      description: 'Стучит',
      photo_uuids: ['ph-1'],
    })
  })

  it('says under the fields what is missing, and never sends', async () => {
    const { create } = renderForm()
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Возврат или гарантия' })
    const pieces = screen.getByRole('textbox', { name: 'Количество, шт.' })
    await user.clear(pieces)
    await user.type(pieces, '3')
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }))
    expect(await screen.findByText('Выберите причину')).toBeTruthy()
    expect(screen.getByText('Укажите от 1 до 2 шт.')).toBeTruthy()
    expect(screen.getAllByText('Опишите, что случилось').length).toBeGreaterThan(1)
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses a sixth photo and a file that is not a photo before sending anything', async () => {
    const { upload } = renderForm()
    await screen.findByRole('heading', { name: 'Возврат или гарантия' })
    const input = screen.getByLabelText(/^Фото \(до 5/)
    fireEvent.change(input, {
      target: { files: Array.from({ length: 6 }, (_, i) => photoFile(`${i}.jpg`, 'image/jpeg')) },
    })
    expect(await screen.findByText('Не больше 5 фото')).toBeTruthy()
    fireEvent.change(input, {
      target: { files: [photoFile('setup.exe', 'application/x-msdownload')] },
    })
    expect(
      await screen.findByText('«setup.exe» — не фото: загрузите JPEG, PNG, HEIC или WebP'),
    ).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
  })

  it("shows the server's refusal under its field and as the form's message", async () => {
    const message = 'Срок гарантии закончился 16.11.2026'
    const create = vi.fn(async () => {
      throw new ApiError(422, { message, errors: { kind: [message] } })
    })
    renderForm(create)
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Возврат или гарантия' })
    await user.click(screen.getByRole('radio', { name: 'Течь' }))
    await user.type(screen.getByRole('textbox', { name: 'Опишите, что случилось' }), 'Течёт')
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.getAllByText(message)).toHaveLength(2)
  })
})

describe('the returns page', () => {
  it('lists a claim with its state, the refusal reason and its history', async () => {
    renderInShop(<ClaimsPage load={async () => ({ items: [claim] })} />)
    expect(await screen.findByRole('heading', { name: 'Заявка №1001 · Гарантия' })).toBeTruthy()
    expect(screen.getByText('Отклонена', { selector: 'span' })).toBeTruthy()
    expect(screen.getByText('Причина отказа: Следы неправильной установки')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'заказ №100124' }).getAttribute('href')).toBe(
      '/account/orders/100124',
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Новая'), expect.stringContaining('(Следы')]),
    )
  })

  it('an empty list says where a claim is opened', async () => {
    renderInShop(<ClaimsPage load={async () => ({ items: [] })} />)
    expect(await screen.findByText(/кнопка «Вернуть \/ гарантия»/)).toBeTruthy()
  })
})
