import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bottomBarLabels as labels } from '../../../../content/navigation.ts'
import { BottomBar } from './BottomBar.tsx'
import { measureScroll } from './use-bottom-bar-visible.ts'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  fireEvent.scroll(window)
}

afterEach(() => {
  scrollTo(0)
  vi.useRealTimers()
})

describe('bottom bar', () => {
  it('hides on scrolling down and comes back on scrolling up', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    })
    render(<BottomBar onMenu={vi.fn()} menuOpen={false} />)
    const bar = screen.getByRole('navigation', { name: labels.nav })
    await act(async () => {
      scrollTo(800)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(bar.dataset.state).toBe('hidden')
    await act(async () => {
      scrollTo(600)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(bar.dataset.state).toBe('shown')
  })

  it('shows within 50 px of the page end even while scrolling down', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 2000,
      configurable: true,
    })
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
    render(<BottomBar onMenu={vi.fn()} menuOpen={false} />)
    const bar = screen.getByRole('navigation', { name: labels.nav })
    await act(async () => {
      scrollTo(900)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(bar.dataset.state).toBe('hidden')
    await act(async () => {
      scrollTo(1150)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(bar.dataset.state).toBe('shown')
  })

  it('a bounce past the top or a broken reading counts as the top', () => {
    Object.defineProperty(window, 'scrollY', { value: -40, configurable: true })
    expect(measureScroll().scrollY).toBe(0)
    Object.defineProperty(window, 'scrollY', { value: Number.NaN, configurable: true })
    expect(measureScroll().scrollY).toBe(0)
  })

  it('tabbing into a hidden bar shows it', () => {
    render(<BottomBar onMenu={vi.fn()} menuOpen={false} visible={false} />)
    const bar = screen.getByRole('navigation', { name: labels.nav })
    expect(bar.dataset.state).toBe('hidden')
    act(() => screen.getByRole('link', { name: labels.home }).focus())
    expect(bar.dataset.state).toBe('shown')
  })

  it('«Меню» asks to open the menu and says whether it is open', () => {
    const onMenu = vi.fn()
    render(<BottomBar onMenu={onMenu} menuOpen />)
    const button = screen.getByRole('button', { name: labels.menu })
    button.click()
    expect(onMenu).toHaveBeenCalledOnce()
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })
})
