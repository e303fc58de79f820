import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openAccountAs } from './helpers/saved-logins.ts'
import { catalogueAnswer, catalogueVin } from './support/fake-vin-catalogue.ts'

/**
 * «The truck in front of you» on a phone (docs/product.md#the-chosen-truck): the owner adds a
 * truck by its VIN, picks it in the header, and the catalogue and search keep only what fits it;
 * a part that does not fit says so before «В корзину»; a colleague sees the fleet.
 */
// A truck of its own per run, project and retry: the desktop run, the phone run and a retry each
// add one to the same demo fleet, where a VIN may be only once.
const serial = String(Date.now()).slice(-6)
const vin = `YV2RT40A8GB${serial}` // Volvo Trucks, Sweden, 2016; no check digit (rules/vin.ts)
const name = `Тягач ${serial}`
const truckName = 'Volvo FH 2016'

/** On a phone the filter panel starts folded: open it as a customer would. */
async function onlyMyTruck(page: Page) {
  const box = page.getByRole('checkbox', { name: 'Только для моего грузовика' })
  if (!(await box.isVisible())) {
    await page.getByRole('heading', { level: 2, name: 'Фильтры' }).click()
  }
  await page.getByText('Только для моего грузовика', { exact: true }).click()
  await expect(page).toHaveURL(/my_truck=true/)
  await expect(box).toBeChecked()
}

/** Every part card on the page says it fits the truck. */
async function expectOnlyFitting(page: Page) {
  const cards = page.getByRole('list', { name: 'Запчасти' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  await expect(cards.filter({ hasText: `Подходит для вашего ${truckName}` })).toHaveCount(count)
}

test('a buyer picks their truck in the header and sees only what fits it @phone', async ({
  page,
  otherCustomer,
}) => {
  test.setTimeout(240_000)
  await openAccountAs(page, '79990000001')

  // A truck by its VIN: the make and year come from it, the model is the buyer's.
  await page.goto('/account/trucks')
  await page.getByRole('button', { name: 'Добавить грузовик' }).click()
  await page.getByRole('textbox', { name: 'VIN' }).fill(vin)
  await expect(page.getByText(/По VIN: Volvo, 2016 год/)).toBeVisible()
  await page.getByRole('textbox', { name: 'Название' }).fill(name)
  await page.getByRole('button', { name: /Модель$/ }).click()
  await page.getByRole('option', { name: /^Volvo FH/ }).click()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByText('Грузовик сохранён')).toBeVisible()

  // The header's picker offers the fleet; the header then names the truck.
  await page.getByRole('button', { name: 'Выбрать грузовик' }).click()
  const picker = page.getByRole('dialog', { name: 'Мой грузовик' })
  await picker.getByRole('button', { name: `${name} — ${truckName}` }).click()
  await expect(picker).toBeHidden()
  const chosen = page.getByRole('button', { name: `Мой грузовик: ${truckName}. Изменить` })
  await expect(chosen).toBeVisible()

  // A catalogue page with the filter on: only parts that fit, each marked.
  await page.goto('/catalog/volvo')
  await expect(chosen).toBeVisible()
  await onlyMyTruck(page)
  await expectOnlyFitting(page)

  // A search with the filter on, the same.
  await page.goto('/search?s=фильтр')
  await onlyMyTruck(page)
  await expectOnlyFitting(page)

  // A part that does not fit: the warning comes before «В корзину».
  const makes = (await (await page.request.get('/api/truck-makes')).json()) as {
    slug: string
    models: { uuid: string; title: string }[]
  }[]
  const fh = makes.find((make) => make.slug === 'volvo')?.models.find((m) => m.title === 'Volvo FH')
  const answer = await page.request.get(
    `/api/catalog?in_stock=true&condition=new&per_page=48&truck_model=${fh?.uuid}&truck_year=2016`,
  )
  const { items } = (await answer.json()) as { items: { link: string; fits_truck: boolean }[] }
  const other = items.find((item) => item.fits_truck === false)
  expect(other, 'a part in stock that does not fit a Volvo FH').toBeDefined()
  await page.goto(other?.link ?? '/')
  const warning = page.getByText(`Эта запчасть не подходит для вашего ${truckName}`, {
    exact: false,
  })
  await expect(warning).toBeVisible()
  const buy = page.getByRole('button', { name: 'В корзину' }).first()
  const [warned, button] = [await warning.boundingBox(), await buy.boundingBox()]
  expect(warned?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(button?.y ?? 0)

  // A colleague with truck.show sees the company's fleet, the new truck in it.
  await openAccountAs(otherCustomer, '79990000003')
  await otherCustomer.goto('/account/trucks')
  await expect(otherCustomer.getByText(name).first()).toBeVisible()
  await expect(otherCustomer.getByText('Тягач №7').first()).toBeVisible()
})

test('the online VIN catalogue names the exact model and its OEM numbers lead to search', async ({
  page,
}) => {
  await openAccountAs(page, '79990000001')
  await page.goto('/account/trucks')
  await page.getByRole('button', { name: 'Добавить грузовик' }).click()
  // The VIN is only read, never saved: the same one serves every run.
  await page.getByRole('textbox', { name: 'VIN' }).fill(catalogueVin)
  const answer = page.getByRole('region', { name: 'Ответ онлайн-каталога http' })
  await expect(answer).toContainText('Volvo FH, 2016 год, двигатель D13K460')
  await answer.getByRole('button', { name: 'Выбрать модель Volvo FH' }).click()
  await expect(answer.getByText('Модель выбрана по ответу каталога.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Модель$/ })).toContainText('Volvo FH')
  const [oem] = catalogueAnswer.oem_numbers
  await expect(answer.getByRole('list', { name: 'Номера OEM' })).toContainText(
    `${oem?.number} — ${oem?.title}`,
  )
  await answer.getByRole('link', { name: `Искать запчасти по номеру ${oem?.number}` }).click()
  await expect(page).toHaveURL(`/search?s=${oem?.number}`)
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' })
  await expect(field).toHaveValue(oem?.number ?? '')
})
