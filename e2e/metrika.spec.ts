import { expect, test } from './fixtures.ts'
import { interceptMetrika, metrikaCalls, metrikaCounterId } from './helpers/metrika.ts'

/**
 * docs/product.md#account-area: with METRIKA_COUNTER_ID set (the `metrika` project's server),
 * the shop and the account module alike load the counter and send their goals to it. Metrika's
 * host is answered in the browser (e2e/helpers/metrika.ts); the page's CSP still has to allow it.
 */
const counter = Number(metrikaCounterId)

for (const [name, path, heading] of [
  ['the account', '/account', 'Личный кабинет'],
  ['the shop', '/', undefined],
] as const) {
  test(`${name} loads the Metrika counter, and a header phone's goal reaches it`, async ({
    page,
  }) => {
    // A fresh server's first pages on a busy machine take a while to render and hydrate.
    test.setTimeout(90_000)
    const requested = await interceptMetrika(page)
    await page.goto(path)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('script#metrika-tag')).toHaveAttribute(
      'src',
      'https://mc.yandex.ru/metrika/tag.js',
    )
    await expect.poll(() => requested).toContain('https://mc.yandex.ru/metrika/tag.js')
    await expect
      .poll(async () => (await metrikaCalls(page)).map((call) => call.slice(0, 2)))
      .toContainEqual([counter, 'init'])

    const phones = page.getByRole('list', { name: 'Телефоны филиалов' })
    await phones
      .getByRole('button', { name: /^Показать номер \+7 \(812\)/ })
      .first()
      .click()
    await expect
      .poll(() => metrikaCalls(page))
      .toContainEqual([counter, 'reachGoal', 'phone_header_SPB'])
  })
}
