import { expect, type Page } from '@playwright/test'

/**
 * Nothing in the page's main area reaches past the screen's right edge. The layout clips
 * sideways overflow (overflow-x: clip), so the document never scrolls sideways: a table cut
 * off on the right only shows in its elements' boxes.
 */
export async function expectFitsWidth(page: Page) {
  const sticking = await page.locator('main').evaluate((main) => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.right > width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40)
        out.push(`${element.tagName.toLowerCase()} «${text}» ends at ${Math.round(box.right)}`)
      }
    }
    const scrolled = document.documentElement.scrollWidth - width
    return { out: out.slice(0, 5), scrolled }
  })
  expect(sticking.out, 'elements past the right edge').toEqual([])
  expect(sticking.scrolled).toBeLessThanOrEqual(0)
}
