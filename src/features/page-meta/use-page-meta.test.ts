import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getPageMeta } from '../../api/meta.ts'
import { site } from '../../content/site.ts'
import { usePageMeta } from './use-page-meta.ts'

vi.mock('../../api/meta.ts', () => ({
  getPageMeta: vi.fn(async (page: string) => ({
    title: `Мета для ${page}`,
    description: 'Описание',
    h1: null,
    meta: [{ name: 'keywords', content: 'запчасти' }],
    link: [],
  })),
}))

beforeEach(() => {
  document.head.innerHTML = ''
  document.title = site.defaultTitle
  vi.mocked(getPageMeta).mockClear()
})

describe('usePageMeta', () => {
  it('loads the meta of a listed page and removes it when the path changes', async () => {
    const { rerender } = renderHook(({ path }) => usePageMeta(path), {
      initialProps: { path: '/o_kompanii' },
    })
    await waitFor(() => expect(document.title).toBe('Мета для o_kompanii'))
    expect(getPageMeta).toHaveBeenCalledWith('o_kompanii')

    rerender({ path: '/catalog' })
    expect(document.title).toBe(site.defaultTitle)
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull()
    expect(getPageMeta).toHaveBeenCalledTimes(1)
  })

  it('asks for / on the home page', async () => {
    renderHook(() => usePageMeta('/'))
    await waitFor(() => expect(getPageMeta).toHaveBeenCalledWith('/'))
  })
})
