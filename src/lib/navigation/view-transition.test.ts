import { describe, expect, it, vi } from 'vitest'
import { startPageTransition } from './view-transition.ts'

const skipped = () => Promise.reject(new DOMException('Transition was skipped', 'AbortError'))

/** A browser whose transition is skipped at once, as when a second navigation starts one. */
function skippingBrowser(reducedMotion = false) {
  const startViewTransition = vi.fn((update: () => Promise<void>) => ({
    ready: skipped(),
    finished: skipped(),
    updateCallbackDone: update(),
  }))
  return { startViewTransition, reducedMotion: () => reducedMotion }
}

describe('startPageTransition', () => {
  it('a skipped transition is no unhandled rejection; the page still changes', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const update = vi.fn(async () => {})
      const env = skippingBrowser()
      await startPageTransition(update, env)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(env.startViewTransition).toHaveBeenCalledOnce()
      expect(update).toHaveBeenCalledOnce()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('under prefers-reduced-motion the page changes with no transition', async () => {
    const update = vi.fn(async () => {})
    const env = skippingBrowser(true)
    await startPageTransition(update, env)
    expect(update).toHaveBeenCalledOnce()
    expect(env.startViewTransition).not.toHaveBeenCalled()
  })

  it('without view transitions in the browser the page just changes', async () => {
    const update = vi.fn(async () => {})
    await startPageTransition(update, { reducedMotion: () => false })
    expect(update).toHaveBeenCalledOnce()
  })

  it('an error of the page change itself still comes through', async () => {
    const env = skippingBrowser()
    const failing = () => Promise.reject(new Error('loader failed'))
    await expect(startPageTransition(failing, env)).rejects.toThrow('loader failed')
  })
})
