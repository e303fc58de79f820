import { expect, test } from './fixtures.ts'
import {
  addFoundPart,
  changeQuantityWithinStock,
  expectCartCount,
  openMakeFromMenu,
  pressBarButton,
  registerAndQuickOrder,
} from './helpers/journey.ts'
import { pickPart } from './helpers/shop-data.ts'

// The storefront's journeys on a 390 px phone: search sheet, drill-down menu, bottom bar, cart
// sheet.

test.use({ viewport: { width: 390, height: 844 } })

test('a visitor on a phone finds parts by search and by the menu, changes the quantity within stock, registers with the SMS code and places a quick order', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  test.setTimeout(120_000)
  const part = await pickPart(request, { s: 'фильтр' })
  await addFoundPart(page, 'mobile', part)

  await openMakeFromMenu(page, 'mobile', 'КАМАЗ', 'kamaz')
  await page
    .getByRole('button', { name: /^В корзину: / })
    .first()
    .click()
  await expectCartCount(page, 'mobile', 2)

  await pressBarButton(page, /^Корзина/)
  await changeQuantityWithinStock(page, part)
  await registerAndQuickOrder(page)
  await expectCartCount(page, 'mobile', 0)
  // Logged in now: the bottom bar's account button carries the short name.
  await expect(
    page
      .getByRole('navigation', { name: 'Нижняя панель' })
      .getByRole('link', { name: /^Личный кабинет/ }),
  ).toBeVisible()
})
