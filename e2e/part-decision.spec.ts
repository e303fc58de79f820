import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The part page a buyer can decide on: stock and timing per branch, the trucks a part
// fits, analogs, and for a used part the truck it came from. The parts are found through the API,
// so the spec does not hang on one seeded name or price.

interface PartSummary {
  slug: string
  full_title: string
}

interface PartDetails extends PartSummary {
  cross_group_slug: string | null
  branch_stocks: { branch: string; quantity: number }[]
  fits: { title: string; years: string; link: string }[]
  donor: { title: string; year: number; model: string; slug: string; parts_count: number } | null
}

async function findPart(
  request: APIRequestContext,
  condition: 'new' | 'used',
  wanted: (part: PartDetails) => boolean,
): Promise<PartDetails> {
  const list = await request.get(`/api/catalog?condition=${condition}&in_stock=true&per_page=48`)
  expect(list.ok()).toBe(true)
  for (const item of (await list.json()).items as PartSummary[]) {
    const part = (await (await request.get(`/api/parts/${item.slug}`)).json()) as PartDetails
    if (wanted(part)) return part
  }
  throw new Error(`no ${condition} part of that kind in the demo catalogue`)
}

const newPart = (request: APIRequestContext) =>
  findPart(
    request,
    'new',
    (p) => p.cross_group_slug !== null && p.fits.length > 1 && p.branch_stocks.length > 0,
  )
const usedPart = (request: APIRequestContext) => findPart(request, 'used', (p) => p.donor !== null)

const section = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('region', { name })

test('a new part shows stock per branch, the trucks it fits and its analogs, all linked', {
  tag: '@phone',
}, async ({ page, request }) => {
  const part = await newPart(request)
  await page.goto(`/parts/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: part.full_title })).toBeVisible()

  const branches = section(page, 'Наличие в филиалах')
  await expect(branches.getByRole('listitem')).toHaveCount(4)
  const short = { spb: 'СПб', msk: 'Москва', krs: 'Красноярск', krd: 'Краснодар' }
  const line = part.branch_stocks
    .map((s) => `${short[s.branch as keyof typeof short]}: ${s.quantity}`)
    .join(', ')
  await expect(branches.getByText(`По филиалам: ${line}`)).toBeVisible()
  const first = part.branch_stocks[0]
  const city = { spb: 'Санкт-Петербург', msk: 'Москва', krs: 'Красноярск', krd: 'Краснодар' }
  const stocked = branches
    .getByRole('listitem')
    .filter({ hasText: city[first?.branch as keyof typeof city] })
  await expect(stocked).toContainText(`${first?.quantity} шт.`)
  await expect(stocked).toContainText('Самовывоз сегодня')

  const fits = section(page, 'Подходит для')
  await expect(fits.getByRole('link')).toHaveCount(part.fits.length)
  const fit = part.fits[1]
  await fits.getByRole('link', { name: `Запчасти для ${fit?.title} (${fit?.years})` }).click()
  await expect(page).toHaveURL(fit?.link ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fit?.title ?? '')
  await expect(page.getByRole('article').first()).toBeVisible()

  await page.goBack()
  const analogs = section(page, 'Аналоги')
  const analog = analogs.getByRole('list', { name: 'Запчасти-аналоги' }).getByRole('link').first()
  await expect(analog).toBeVisible()
  await expect(analogs.getByRole('list', { name: 'Запчасти-аналоги' })).toContainText('₽')
  await analogs.getByRole('link', { name: /^Все аналоги и цены/ }).click()
  await expect(page).toHaveURL(`/crossgroup/${part.cross_group_slug}`)
  await expect(page.getByRole('link', { name: part.full_title })).toBeVisible()
})

test('a used part names the truck it came from and leads to that truck’s other parts', async ({
  page,
  request,
}) => {
  const part = await usedPart(request)
  const donor = part.donor
  await page.goto(`/parts/${part.slug}`)
  const truck = section(page, 'Снята с машины')
  await expect(truck).toContainText(donor?.title ?? '')
  await expect(truck).toContainText(String(donor?.year))
  await expect(truck).toContainText(/Пробег\s*[\d\s]+ км/)
  await truck.getByRole('link', { name: /^Все запчасти с этой машины: \d+/ }).click()
  await expect(page).toHaveURL(`/postupleniya_mashin/${donor?.model}/${donor?.slug}`)
  await expect(page.getByRole('link', { name: part.full_title }).first()).toBeVisible()
})

async function withoutScript(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

test('the part page reads the same without JavaScript (rendered on the server)', async ({
  browser,
  baseURL,
  request,
}) => {
  const fresh = await newPart(request)
  const used = await usedPart(request)
  const plain = await withoutScript(browser, baseURL, `/parts/${fresh.slug}`)
  for (const name of ['Наличие в филиалах', 'Подходит для', 'Аналоги']) {
    await expect(plain.page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(plain.page.getByRole('link', { name: /^Все аналоги и цены/ })).toHaveAttribute(
    'href',
    `/crossgroup/${fresh.cross_group_slug}`,
  )
  await plain.close()
  const second = await withoutScript(browser, baseURL, `/parts/${used.slug}`)
  await expect(
    second.page.getByRole('region', { name: 'Снята с машины' }).getByRole('link'),
  ).toHaveAttribute('href', `/postupleniya_mashin/${used.donor?.model}/${used.donor?.slug}`)
  await second.close()
})

test('the header menu leads to the visual catalogue of КАМАЗ @desktop-only', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Каталог', exact: true }).click()
  const mega = page.getByRole('region', { name: 'Каталог запчастей' })
  await mega.getByRole('button', { name: 'Визуальный каталог' }).click()
  await mega.getByRole('link', { name: 'КАМАЗ 5490 2018' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Визуальный каталог КАМАЗ 5490 2018' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Двигатель: запчасти для КАМАЗ 5490 2018' }).first().click()
  await expect(page).toHaveURL('/catalog/kamaz-5490/dvigatel')
})

test('the phone menu leads to the visual catalogue of КАМАЗ @phone-only', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Нижняя панель' })
    .getByRole('button', { name: 'Меню' })
    .click()
  const menu = page.getByRole('dialog')
  await menu.getByRole('button', { name: 'Каталог' }).click()
  await menu.getByRole('button', { name: 'Визуальный каталог' }).click()
  await menu.getByRole('link', { name: 'КАМАЗ 65115 2015' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Визуальный каталог КАМАЗ 65115 2015' }),
  ).toBeVisible()
})

test('the new and the used part page pass axe without serious or critical violations', {
  tag: '@phone',
}, async ({ page, request }) => {
  const failures: string[] = []
  for (const part of [await newPart(request), await usedPart(request)]) {
    await page.goto(`/parts/${part.slug}`)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    for (const violation of violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        failures.push(
          `${part.slug}: ${violation.id} at ${violation.nodes.map((n) => n.target).join(', ')}`,
        )
      }
    }
  }
  expect(failures).toEqual([])
})
