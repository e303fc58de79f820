import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { repeatedPages, routes } from './routes.ts'

/**
 * Every route of the spec: its title in the default layout, and no serious or critical axe
 * violation. In groups of six, so that both workers share them and a slow machine stays
 * within each test's time, while one page serves a group warm (a fresh page per route cost
 * more than the checks).
 *
 * In the browser, every page of its own on the desktop; on the phone one route of each page
 * kind (the rest of a kind is the same layout with other data), which keeps the phone's pass
 * a third as long. A route that repeats another's page (another city's contacts, another
 * account address behind the same login prompt) is checked from the server's answer.
 */
const groupSize = 6
const inGroups = (list: typeof routes) =>
  Array.from({ length: Math.ceil(list.length / groupSize) }, (_, index) =>
    list.slice(index * groupSize, (index + 1) * groupSize),
  )

/** One route per page kind: every layout the phone shows, each with its own components. */
const phoneKinds = new Set([
  '/',
  '/search?s=колодки',
  '/catalog',
  '/catalog/man/tormoznaya-sistema/kolodki-tormoznye',
  '/parts/kolodki-tormoznye-renault-trucks-7473165637',
  '/crossgroup/kolodki-tormoznye-7473165637',
  '/visual_catalog/man-tgx-2016',
  '/postupleniya_mashin/man-tgx/man-tgx-18-440-2010-1',
  '/razborka/man',
  '/order',
  '/payment_failed',
  '/zakaz_po_spisku',
  '/garantiya_i_vozvrat',
  '/kont_msk',
  '/account',
])
const phoneRoutes = routes.filter(([path]) => phoneKinds.has(path))

const browserRoutes = routes.filter(([path]) => !repeatedPages.has(path))

const runs = [
  ...inGroups(browserRoutes).map((group) => ({ group, tag: undefined })),
  ...inGroups(phoneRoutes).map((group) => ({ group, tag: '@phone-only' })),
]

test('the phone checks one route of each kind, every one a route of the spec', () => {
  expect(phoneRoutes.map(([path]) => path)).toEqual([...phoneKinds])
})

test('a route that repeats another page answers it from the server', async ({ request }) => {
  const repeated = routes.filter(([path]) => repeatedPages.has(path))
  expect(repeated.map(([path]) => path)).toEqual([...repeatedPages])
  for (const [path, title] of repeated) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    const html = await answer.text()
    if (path.startsWith('/account')) {
      // The account module draws its login prompt in the browser, as on /account above.
      expect(html, path).toContain('<title>Личный кабинет')
    } else {
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(title)}`))
    }
  }
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const { group, tag } of runs) {
  const first = group[0]?.[0]
  const last = group.at(-1)?.[0]
  const where = tag ? ' on the phone' : ''
  test(`${first} … ${last} render their titles in the default layout and pass axe${where}`, {
    tag: tag ? [tag] : [],
  }, async ({ page }) => {
    test.setTimeout(group.length * 30_000)
    for (const [path, title] of group) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
      await expect(page.getByRole('banner'), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const failures = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
          return `${violation.id} (${violation.impact}) at ${targets}`
        })
      expect.soft(failures, path).toEqual([])
    }
  })
}
