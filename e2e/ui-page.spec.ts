import { expect, test } from './fixtures.ts'

test('the /ui page shows the design system and its controls work', async ({ page }) => {
  await page.goto('/ui')
  await expect(page.getByRole('heading', { level: 1, name: 'Компоненты интерфейса' })).toBeVisible()
  for (const title of ['Button — кнопка', 'Price — цена', 'Table — таблица', 'Dialog — диалог']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('grid', { name: 'Наличие запчастей по филиалам' })).toBeVisible()

  const stepper = page.getByRole('group', { name: 'Количество: Колодки тормозные MAN TGX' })
  await stepper.getByRole('button', { name: 'Увеличить количество' }).click()
  await expect(stepper.getByRole('status')).toHaveText('2')

  const section = page.getByRole('region', { name: 'Dialog — диалог', exact: true })
  const trigger = section.getByRole('button', { name: 'Удалить из корзины' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Удалить товар из корзины?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.getByRole('button', { name: 'Показать сообщение об успехе' }).click()
  await expect(
    page
      .getByRole('region', { name: /Уведомления/ })
      .getByText('Колодки тормозные MAN TGX добавлены в корзину'),
  ).toBeVisible()
})
