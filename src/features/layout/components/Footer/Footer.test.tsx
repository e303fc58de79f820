import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { footerTexts } from '../../../../content/footer.ts'
import { createMainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import { TestAppData } from '../../test-providers.tsx'
import { Footer } from './Footer.tsx'

/** An observer that reports the footer on screen as soon as it is watched (or never). */
function observerSeeing(visible: boolean) {
  return class {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      if (visible) this.callback([{ isIntersecting: true }])
    }
    disconnect() {}
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', observerSeeing(true))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const load = vi.fn(async () => ({
  marks: [{ uuid: 'm', title: 'Scania', slug: 'scania', sort: 1, link: '/catalog/scania' }],
  aggregations: [],
  nodes: [],
  incoming_marks: [{ title: 'DAF', slug: 'daf' }],
}))
const store = () => createMainMenuStore(load)

function renderFooter(onGoal = vi.fn()) {
  render(
    <TestAppData>
      <Footer store={store()} onGoal={onGoal} send={vi.fn()} notifySuccess={vi.fn()} />
    </TestAppData>,
  )
  return onGoal
}

describe('footer', () => {
  it('lists make and used-arrival links from the main menu, and the fixed link groups', async () => {
    renderFooter()
    const marks = await screen.findByRole('navigation', { name: footerTexts.marks })
    expect(within(marks).getByRole('link', { name: 'Scania' }).getAttribute('href')).toBe(
      '/catalog/scania',
    )
    const arrivals = screen.getByRole('navigation', { name: footerTexts.arrivals })
    expect(within(arrivals).getByRole('link', { name: 'DAF' }).getAttribute('href')).toBe(
      '/razborka/daf',
    )
    for (const group of [footerTexts.buy, footerTexts.company, footerTexts.legal]) {
      expect(
        within(screen.getByRole('navigation', { name: group })).getAllByRole('link').length,
      ).toBeGreaterThan(0)
    }
  })

  it('asks for the make lists only once the footer comes near the screen', () => {
    vi.stubGlobal('IntersectionObserver', observerSeeing(false))
    load.mockClear()
    renderFooter()
    expect(load).not.toHaveBeenCalled()
  })

  it('has three city blocks with address, phone and email', () => {
    renderFooter()
    const cities = screen.getByRole('region', { name: footerTexts.contacts })
    const headings = within(cities)
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(headings).toEqual(['Санкт-Петербург', 'Москва', 'Красноярск'])
    expect(
      within(cities).getByRole('link', { name: '+7 (495) 120-38-64' }).getAttribute('href'),
    ).toBe('tel:+74951203864')
    expect(within(cities).getByRole('link', { name: 'krs@gruzovik.ru' })).toBeTruthy()
  })

  it('messenger buttons record go_telegram and go_whatsapp', () => {
    const onGoal = renderFooter()
    // The test DOM would try to open the messenger sites; the goal is what is checked.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay)
    screen.getByRole('link', { name: 'Telegram' }).click()
    screen.getByRole('link', { name: 'WhatsApp' }).click()
    document.removeEventListener('click', stay)
    expect(onGoal.mock.calls).toEqual([['go_telegram'], ['go_whatsapp']])
  })

  it('the callback form arrives with the footer', async () => {
    renderFooter()
    expect(
      await screen.findByRole('form', { name: 'Обратный звонок' }, { timeout: 8000 }),
    ).toBeTruthy()
  }, 15000)

  it('social links open outside with an accessible name', () => {
    renderFooter()
    const vk = screen.getByRole('link', { name: 'ВКонтакте' })
    expect(vk.getAttribute('target')).toBe('_blank')
    expect(vk.getAttribute('rel')).toContain('noopener')
  })
})
