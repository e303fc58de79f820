import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import type { PageMetaData } from './page-meta.ts'
import { usePageMeta } from './use-page-meta.ts'

const record = {
  title: 'Мета для o_kompanii',
  description: 'Описание',
  h1: null,
  meta: [{ name: 'keywords', content: 'запчасти' }],
  link: [],
}

function Page() {
  usePageMeta('О компании — Грузовик')
  return <p>О компании</p>
}

function shop(pageMeta: PageMetaData['pageMeta']) {
  const root = createRootRoute()
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/o_kompanii',
      loader: (): PageMetaData => ({ pageMeta }),
      component: Page,
    }),
    createRoute({ getParentRoute: () => root, path: '/catalog', component: () => <p>Каталог</p> }),
  ])
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/o_kompanii'] }),
  })
}

beforeEach(() => {
  document.head.innerHTML = ''
  document.title = site.defaultTitle
})

describe('usePageMeta', () => {
  it("applies the route's meta record and removes it when the page is left", async () => {
    const router = shop(record)
    render(<RouterProvider router={router} />)
    await waitFor(() => expect(document.title).toBe('Мета для o_kompanii'))
    expect(document.head.querySelector('meta[name="keywords"]')).not.toBeNull()

    await router.navigate({ to: '/catalog' })
    await waitFor(() => expect(document.title).toBe(site.defaultTitle))
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull()
  })

  it('leaves the head alone when the route has no record', async () => {
    const router = shop(null)
    const page = render(<RouterProvider router={router} />)
    await page.findByText('О компании')
    expect(document.title).toBe(site.defaultTitle)
    expect(document.head.querySelector('[data-page-head]')).toBeNull()
  })
})
