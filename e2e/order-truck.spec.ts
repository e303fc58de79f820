import { expect, test } from './fixtures.ts'
import {
  addPartToCart,
  choose,
  orderNumberOnResult,
  registerThroughApi,
} from './helpers/order-flow.ts'

/**
 * A buyer with a truck in «Мои грузовики» says on /order which truck the order is for; the
 * account's order list and the order's page show it (docs/product.md#orders-for-a-truck).
 */
test('an order placed for a truck of the fleet shows the truck in the account', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerThroughApi(page)
  // The truck is added over the API with the buyer's own token (the form has its own tests).
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
  const headers = { authorization: `Bearer ${token}` }
  const fleet = (await (await page.request.get('/api/account/trucks', { headers })).json()) as {
    makes: { uuid: string; title: string; models: { uuid: string; title: string }[] }[]
  }
  const man = fleet.makes.find((make) => make.title === 'MAN')
  const tgs = man?.models.find((model) => model.title === 'MAN TGS')
  const made = await page.request.post('/api/account/trucks', {
    headers,
    data: {
      name: 'Тягач №7',
      mark_uuid: man?.uuid,
      model_uuid: tgs?.uuid,
      year: 2015,
      vin: null,
      chassis_number: null,
      plate_number: 'а123вс78',
      mileage_km: null,
    },
  })
  expect(made.ok(), await made.text()).toBe(true)

  await addPartToCart(page)
  await page.goto('/order')
  const form = page.getByRole('form', { name: 'Оформление заказа' })
  await expect(form.getByRole('radio', { name: 'Не указывать' })).toBeChecked()
  await choose(form, 'Москва')
  await choose(form, 'Тягач №7 — MAN TGS, 2015')
  await form.getByRole('button', { name: 'Оформить и оплатить' }).click()
  await expect(page.getByRole('heading', { name: 'Тестовый банк — оплата заказа' })).toBeVisible()
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeVisible()
  const number = await orderNumberOnResult(page)

  await page.waitForLoadState('networkidle')
  await page.goto('/account/orders')
  await expect(page.getByText('Тягач №7 — MAN TGS, 2015')).toBeVisible()
  await page.getByRole('link', { name: `№${number}` }).click()
  await expect(page.getByText('Тягач №7 — MAN TGS, 2015 · госномер А123ВС78')).toBeVisible()
})
