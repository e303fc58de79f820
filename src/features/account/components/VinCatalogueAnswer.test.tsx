import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { TruckList, VinDecoding } from '../../../api/trucks.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { modelOfAnswer, VinCatalogueAnswer } from './VinCatalogueAnswer.tsx'

const models: TruckList['makes'][number]['models'] = [
  { uuid: 'v-fh', title: 'Volvo FH', years: '2013–2024' },
  { uuid: 'v-fm', title: 'Volvo FM', years: '2013–2024' },
]
const answer: NonNullable<VinDecoding['catalogue']> = {
  provider: 'Laximo',
  make: 'Volvo',
  model: 'FH',
  year: 2016,
  engine: 'D13K460',
  oem_numbers: [
    { number: '21707134', title: 'Фильтр масляный' },
    { number: '20998367', title: null },
  ],
}

describe('the online catalogue’s answer for a VIN', () => {
  it('names the exact model, offers the shop’s model to fill, and links each OEM number to search', async () => {
    const choose = vi.fn()
    renderInShop(
      <VinCatalogueAnswer answer={answer} models={models} chosenModel="" onChooseModel={choose} />,
    )
    const section = await screen.findByRole('region', { name: 'Ответ онлайн-каталога Laximo' })
    expect(section.textContent).toContain('Volvo FH, 2016 год, двигатель D13K460')
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать модель Volvo FH' }))
    expect(choose).toHaveBeenCalledWith('v-fh')
    const link = screen.getByRole('link', { name: 'Искать запчасти по номеру 21707134' })
    expect(link.getAttribute('href')).toBe('/search?s=21707134')
    expect(screen.getByRole('list', { name: 'Номера OEM' }).textContent).toContain(
      '21707134 — Фильтр масляный',
    )
    expect(screen.getByRole('link', { name: 'Искать запчасти по номеру 20998367' })).toBeTruthy()
  })

  it('says when the model is already chosen, or is not in the shop’s catalogue', async () => {
    const { unmount } = renderInShop(
      <VinCatalogueAnswer
        answer={answer}
        models={models}
        chosenModel="v-fh"
        onChooseModel={vi.fn()}
      />,
    )
    expect(await screen.findByText('Модель выбрана по ответу каталога.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    renderInShop(
      <VinCatalogueAnswer
        answer={{ ...answer, model: 'FH16', oem_numbers: [] }}
        models={models}
        chosenModel=""
        onChooseModel={vi.fn()}
      />,
    )
    expect(
      await screen.findByText('Такой модели нет в каталоге магазина — выберите ближайшую сами.'),
    ).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('matches the model with or without the make in front', () => {
    expect(modelOfAnswer(answer, models)?.uuid).toBe('v-fh')
    expect(modelOfAnswer({ ...answer, model: 'volvo  fm' }, models)?.uuid).toBe('v-fm')
    expect(modelOfAnswer({ ...answer, model: null }, models)).toBeNull()
  })
})
