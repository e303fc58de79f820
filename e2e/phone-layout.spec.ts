import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// What a buyer with a 390 px phone (and one at 1280 px) should never meet.

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, `${locator} has a box`).not.toBeNull()
  return box as Box
}

/** A part in stock, read from the API, so the test does not depend on one seeded row. */
async function partInStock(page: Page): Promise<{ link: string; full_title: string }> {
  const response = await page.request.get('/api/search?in_stock=true&condition=new&per_page=1')
  const { items } = (await response.json()) as { items: { link: string; full_title: string }[] }
  expect(items.length).toBeGreaterThan(0)
  return items[0] as { link: string; full_title: string }
}

const chatButton = (page: Page) => page.getByRole('button', { name: 'Открыть чат с менеджером' })
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Нижняя панель' })

test('@phone-only a part page shows its price and «В корзину» on the first screen in a buy bar', async ({
  page,
}) => {
  const part = await partInStock(page)
  await page.goto(part.link)
  const bar = page.getByRole('region', { name: 'Купить' })
  await expect(bar).toBeInViewport({ ratio: 1 })
  await expect(bar.getByText(/₽/).first()).toBeVisible()
  const add = bar.getByRole('button', { name: `В корзину: ${part.full_title}` })
  await expect(add).toBeInViewport({ ratio: 1 })

  // The chat button stays clear of the bar and of the bottom bar.
  await expect(chatButton(page)).toBeVisible()
  expect(overlaps(await boxOf(chatButton(page)), await boxOf(bar))).toBe(false)
  expect(overlaps(await boxOf(chatButton(page)), await boxOf(bottomBar(page)))).toBe(false)

  // The bar's button is the buy box's: the same cart line, then both say it is in the cart.
  await add.click()
  await expect(
    bar.getByRole('button', { name: `В корзине: ${part.full_title}. Открыть корзину` }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // With the buy box itself on screen, the bar goes away.
  const box = page.getByRole('region', { name: 'Итого' })
  await box.scrollIntoViewIfNeeded()
  await expect(box.getByText(/В корзине: 1 шт\./)).toBeVisible()
  await expect(bar).toHaveCount(0)
})

test('@phone-only the catalogue shows a part on the first screen', async ({ page }) => {
  for (const url of ['/catalog', '/catalog/kamaz']) {
    await page.goto(url)
    const first = page.getByRole('list', { name: 'Запчасти' }).getByRole('article').first()
    // Its name and price are above the bottom bar without scrolling.
    await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 })
    const heading = await boxOf(first.getByRole('heading'))
    const bar = await boxOf(bottomBar(page))
    expect(heading.y + heading.height, url).toBeLessThanOrEqual(bar.y)
  }
})

test('@phone-only the chat button covers no card button and hides under a sheet', async ({
  page,
}) => {
  await page.goto('/catalog/kamaz')
  await expect(chatButton(page)).toBeVisible()
  const buttons = page
    .getByRole('list', { name: 'Запчасти' })
    .getByRole('button', { name: /^В корзину: / })
  for (let index = 0; index < 6; index += 1) {
    const button = buttons.nth(index)
    // The worst place: the card's button at the very bottom of the screen.
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    await page.waitForTimeout(250)
    const chat = await boxOf(chatButton(page))
    expect(overlaps(chat, await boxOf(button)), `card button ${index}`).toBe(false)
    if (await bottomBar(page).isVisible()) {
      const bar = await boxOf(bottomBar(page))
      if (bar.y < 844) expect(overlaps(chat, bar), 'bottom bar').toBe(false)
    }
  }
  // A modal sheet (the phone's menu) has the screen to itself.
  await bottomBar(page).getByRole('button', { name: 'Меню' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(chatButton(page)).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(chatButton(page)).toBeVisible()
})

test('@phone-only article and used numbers never wrap mid-number', async ({ page }) => {
  await page.goto('/catalog/kamaz')
  const cards = page.getByRole('list', { name: 'Запчасти' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  // Each number in a card (under «Артикул», «Б/у номер» and inside the title) is one line.
  const lines = await cards.evaluateAll((articles) =>
    articles.flatMap((card) => {
      const numbers = [...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? '')
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
      const found: { number: string; lines: number }[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const number of numbers) {
          const at = text.indexOf(number)
          if (at < 0 || !number) continue
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + number.length)
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          found.push({ number, lines: tops.size })
        }
      }
      return found
    }),
  )
  expect(lines.length).toBeGreaterThan(10)
  expect(lines.filter((item) => item.lines > 1)).toEqual([])
})

test('@desktop-only every node tile of the home page holds its name at 1280 px', async ({
  page,
}) => {
  await page.goto('/')
  const tiles = page.getByRole('list', { name: 'Запчасти по узлам' }).getByRole('link')
  await expect(tiles.getByText('Электрооборудование')).toBeVisible()
  const overflowing = await tiles.evaluateAll((links) =>
    links
      .filter((link) => {
        const tile = link.getBoundingClientRect()
        return [...link.querySelectorAll('span')].some(
          (span) => span.getBoundingClientRect().right > tile.right - 1,
        )
      })
      .map((link) => link.textContent),
  )
  expect(overflowing).toEqual([])
})
