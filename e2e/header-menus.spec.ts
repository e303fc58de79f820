import { expect, test } from './fixtures.ts'

// The storefront's header and menus: phones, desktop menu and mega menu, mobile drill-down menu and
// bottom bar, footer. Role and label selectors only.

// Tagged: playwright.config.ts runs @desktop-only in the desktop project, @phone-only in mobile.
test.describe('desktop @desktop-only', () => {
  test('header phones are masked until clicked, then a tel: link', async ({ page }) => {
    await page.goto('/')
    const phones = page.getByRole('list', { name: 'Телефоны филиалов' })
    await expect(phones.getByRole('listitem')).toHaveCount(5)
    const moscow = phones.getByRole('button', { name: /^Показать номер \+7 \(495\) .*-XX$/ })
    await moscow.click()
    const call = phones.getByRole('link', { name: /^Позвонить \+7 \(495\)/ })
    await expect(call).toBeFocused()
    await expect(call).toHaveAttribute('href', /^tel:\+7495/)
  })

  test('the desktop menu works from the keyboard and Escape gives focus back', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Основное меню' })
    for (const name of ['Каталог', 'Покупателям', 'Поступления б/у']) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible()
    }
    for (const name of ['Оплата', 'Доставка', 'Контакты']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const buyers = nav.getByRole('button', { name: 'Покупателям' })
    await buyers.focus()
    await page.keyboard.press('Enter')
    await expect(buyers).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Гарантия и возврат' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(buyers).toHaveAttribute('aria-expanded', 'false')
    await expect(buyers).toBeFocused()
  })

  test('the mega menu leads to a make, and the node view filters part names', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Каталог', exact: true }).click()
    const mega = page.getByRole('region', { name: 'Каталог запчастей' })
    await expect(mega.getByRole('link', { name: 'Весь каталог' })).toHaveAttribute(
      'href',
      '/catalog',
    )
    await mega.getByRole('button', { name: 'Запчасти по узлам' }).click()
    const nodes = mega.getByRole('list', { name: 'Узлы' }).getByRole('button')
    await nodes.first().click()
    const firstName = mega.getByRole('region').getByRole('link').first()
    await expect(firstName).toBeVisible()
    const title = (await firstName.textContent()) ?? ''
    await mega.getByRole('searchbox').fill(`  ${title.slice(0, 4).toUpperCase()} `)
    await expect(mega.getByRole('link', { name: title, exact: true })).toBeVisible()
    await mega.getByRole('searchbox').fill('ъъъъъ')
    await expect(mega.getByText('Ничего не найдено')).toBeVisible()

    await mega.getByRole('button', { name: 'Запчасти по маркам' }).click()
    const make = mega.getByRole('list', { name: 'Запчасти по маркам' }).getByRole('link').first()
    const makeName = (await make.textContent()) ?? ''
    await make.click()
    await expect(page).toHaveURL(/\/catalog\/[a-z0-9-]+$/)
    await expect(mega).toBeHidden()
    expect(makeName).not.toBe('')
  })

  test('the footer has three city blocks and the callback form', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    const cities = footer.getByRole('region', { name: 'Контакты' })
    await expect(cities.getByRole('heading')).toHaveText([
      'Санкт-Петербург',
      'Москва',
      'Красноярск',
    ])
    await expect(footer.getByRole('link', { name: 'Telegram' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
    const form = footer.getByRole('form', { name: 'Обратный звонок' })
    await form.getByRole('textbox', { name: 'Имя' }).fill('Иван')
    await form.getByLabel('Телефон').pressSequentially('9991234567')
    await form.getByRole('button', { name: 'Перезвоните мне' }).click()
    await expect(page.getByText('Мы перезвоним вам в ближайшее время')).toBeVisible()
  })
})

test.describe('phone, 360 px @phone-only', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('no sideways scrolling and the bottom bar has four 44 px targets', async ({ page }) => {
    await page.goto('/')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    const bar = page.getByRole('navigation', { name: 'Нижняя панель' })
    await expect(bar.getByRole('listitem')).toHaveCount(4)
    for (const target of [
      bar.getByRole('link', { name: 'Главная' }),
      bar.getByRole('button', { name: 'Меню' }),
    ]) {
      const box = await target.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
    }
  })

  test('the drill-down menu steps in and back, locks the page and closes on a link', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Нижняя панель' })
      .getByRole('button', { name: 'Меню' })
      .click()
    const menu = page.getByRole('dialog', { name: 'Меню' })
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await menu.getByRole('button', { name: 'Каталог' }).click()
    await page.getByRole('button', { name: 'Визуальный каталог' }).click()
    await expect(
      // The sheet is the only dialog; its name follows the panel shown.
      page
        .getByRole('dialog')
        .getByRole('link', { name: /^(MAN|Scania|Volvo|DAF|Mercedes|Iveco|КАМАЗ)/ }),
    ).toHaveCount(9)
    await page.getByRole('button', { name: 'Назад' }).click()
    await page.getByRole('button', { name: 'Назад' }).click()
    await page.getByRole('button', { name: 'Покупателям' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Доставка' }).click()
    await expect(page).toHaveURL('/dostavka_usloviya')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  test('the bottom bar hides on scrolling down and returns on scrolling up', async ({ page }) => {
    await page.goto('/catalog')
    const bar = page.getByRole('navigation', { name: 'Нижняя панель' })
    await expect(bar).toHaveAttribute('data-state', 'shown')
    await page.evaluate(() => window.scrollBy(0, 600))
    await expect(bar).toHaveAttribute('data-state', 'hidden')
    await page.evaluate(() => window.scrollBy(0, -200))
    await expect(bar).toHaveAttribute('data-state', 'shown')
  })

  test('the header phones show in full behind «Телефоны»', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Телефоны' }).click()
    await expect(
      page
        .getByRole('list', { name: 'Телефоны филиалов' })
        .getByRole('link', { name: /^Позвонить \+7 \(812\) 309-45-17$/ }),
    ).toBeVisible()
  })
})

test('the chat button opens the contact panel', async ({ page }) => {
  await page.goto('/')
  const chat = page.getByRole('button', { name: 'Открыть чат с менеджером' })
  await chat.click()
  await expect(page.getByRole('dialog', { name: 'Напишите нам' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chat).toBeFocused()
})
