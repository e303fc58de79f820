import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { ContentPageData } from '../../../../content/pages/types.ts'
import { site } from '../../../../content/site.ts'
import { ContentPage } from './ContentPage.tsx'

function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(<RouterProvider router={router} />)
}

const page: ContentPageData = {
  title: 'Условия доставки',
  lead: 'Доставляем по всей России.',
  updated: '1 сентября 2026',
  sections: [
    {
      heading: 'Стоимость',
      blocks: [
        { kind: 'paragraph', text: 'Считает транспортная компания.' },
        {
          kind: 'table',
          caption: 'Тарифы',
          head: ['Услуга', 'Цена'],
          rows: [
            ['Обрешётка', { kopecks: 90_000, from: true }],
            ['Паллет', { kopecks: 60_050 }],
          ],
        },
        { kind: 'list', ordered: true, items: ['Первый шаг', 'Второй шаг'] },
      ],
    },
    {
      heading: 'Филиалы',
      blocks: [
        {
          kind: 'links',
          items: [
            { label: 'Москва', href: '/kont_msk' },
            { label: 'Автосервис', href: 'https://sto.gruzovik.ru' },
          ],
        },
      ],
    },
  ],
  related: [{ label: 'Оплата', href: '/oplata_usloviya' }],
}

describe('ContentPage', () => {
  it('renders the title, lead and every section of a content file', async () => {
    renderInRouter(<ContentPage titleKey="dostavkaUsloviya" page={page} />)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Условия доставки')
    expect(document.title).toBe(site.pageTitle('Условия доставки'))
    expect(screen.getByText('Доставляем по всей России.')).toBeTruthy()
    expect(screen.getByText('Редакция от 1 сентября 2026')).toBeTruthy()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['Стоимость', 'Филиалы', 'Смотрите также'])
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Второй шаг')
  })

  it('formats money in tables from kopecks', async () => {
    renderInRouter(<ContentPage titleKey="dostavkaUsloviya" page={page} />)
    const table = await screen.findByRole('table', { name: 'Тарифы' })
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual(['от 900\u00a0₽', '600,50\u00a0₽'])
  })

  it('links inside the shop in-app and outside in a new tab', async () => {
    renderInRouter(<ContentPage titleKey="dostavkaUsloviya" page={page} />)
    const inside = await screen.findByRole('link', { name: 'Москва' })
    expect(inside.getAttribute('href')).toBe('/kont_msk')
    expect(inside.getAttribute('target')).toBeNull()
    const outside = screen.getByRole('link', { name: 'Автосервис' })
    expect(outside.getAttribute('target')).toBe('_blank')
    expect(outside.getAttribute('rel')).toContain('noopener')
  })

  it('shows what the route adds after the sections', async () => {
    renderInRouter(
      <ContentPage titleKey="buyTrucks" page={page}>
        <p>Позвоните нам</p>
      </ContentPage>,
    )
    expect(await screen.findByText('Позвоните нам')).toBeTruthy()
  })
})
