import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openAccountAs } from './helpers/saved-logins.ts'

// Saved lists are the company's (docs/product.md#order-from-a-list): one representative saves a
// list, a colleague with `list.show` finds it in /account/lists and sends it to the cart.
const owner = '79990000001' // Петров: every permission
const colleague = '79990000003' // Сидоров: list.show, not list.edit

async function openSavedList(page: Page, name: string) {
  await page.goto('/account/lists')
  const lists = page.getByRole('grid', { name: 'Списки для заказа' })
  const row = lists.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()
  // Without list.edit the colleague may use a list but not change or delete it.
  await expect(row.getByRole('button', { name: `Удалить список «${name}»` })).toHaveCount(0)
  await expect(row.getByRole('button', { name: `Изменить список «${name}»` })).toHaveCount(0)
  await row.getByRole('button', { name: `Открыть список «${name}» по сегодняшним ценам` }).click()
  return page.getByRole('region', { name })
}

// One test: the owner saves and edits a list, the colleague finds it (both logged in by the setup).
test('a list one representative saves is there for a colleague, who sends a saved list to the cart', async ({
  page,
  otherCustomer,
}) => {
  // A list resolved and saved, then edited, two lists opened: several pages' work.
  test.setTimeout(150_000)
  const name = `Заявка механика ${Date.now()}`
  await openAccountAs(page, owner)
  await page.goto('/zakaz_po_spisku')
  await page.getByRole('textbox', { name: 'Список артикулов' }).fill('740.1012040-99\t2')
  await page.getByRole('button', { name: 'Найти запчасти' }).click()
  await expect(page.getByRole('grid', { name: 'Строки списка' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Название списка' }).fill(name)
  await page.getByRole('button', { name: 'Сохранить список' }).click()
  await expect(page.getByText(`Список «${name}» сохранён`)).toBeVisible()

  // The owner renames it and asks for three pieces in /account/lists.
  const renamed = `${name} (3 шт.)`
  await page.goto('/account/lists')
  await page.getByRole('button', { name: `Изменить список «${name}»` }).click()
  const form = page.getByRole('region', { name: `Изменение списка «${name}»` })
  await form.getByRole('textbox', { name: 'Название списка' }).fill(renamed)
  await form.getByRole('textbox', { name: 'Количество «740.1012040-99», шт.' }).fill('3')
  await form.getByRole('button', { name: 'Сохранить изменения' }).click()
  await expect(page.getByText(`Изменения списка «${renamed}» сохранены`)).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Открыть список «${renamed}» по сегодняшним ценам` }),
  ).toBeVisible()

  await openAccountAs(otherCustomer, colleague)
  const saved = await openSavedList(otherCustomer, renamed)
  await expect(saved.getByText('740.1012040-99 · 3')).toBeVisible()
  await expect(
    saved.getByRole('grid', { name: 'Строки списка' }).getByText('Не найдено', { exact: true }),
  ).toBeVisible()

  // The demo list: four articles in stock (one written with a space) and one the shop lacks.
  const demo = await openSavedList(otherCustomer, 'ТО КАМАЗ 65115 — 30 000 км')
  const rows = demo.getByRole('grid', { name: 'Строки списка' })
  await expect(rows.getByText('Не найдено', { exact: true })).toHaveCount(1)
  await demo.getByRole('button', { name: 'Добавить в корзину' }).click()
  await expect(otherCustomer.getByText('Добавлено в корзину строк: 4')).toBeVisible()
})
