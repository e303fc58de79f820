import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

/**
 * Every route of the spec: its title in the default layout, and no serious or critical axe
 * violation. In groups of six, so that both workers share them and a slow machine stays
 * within each test's time, while one page serves a group warm (a fresh page per route cost
 * more than the checks). Tagged @phone: the phone's layout is checked too.
 */
const groupSize = 6
const groups = Array.from({ length: Math.ceil(routes.length / groupSize) }, (_, index) =>
  routes.slice(index * groupSize, (index + 1) * groupSize),
)

for (const group of groups) {
  const first = group[0]?.[0]
  const last = group.at(-1)?.[0]
  test(`${first} … ${last} render their titles in the default layout and pass axe`, {
    tag: '@phone',
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
