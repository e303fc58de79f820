import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

/** Every route, on the desktop and the mobile project: no serious or critical axe violation. */
test('every route passes axe without serious or critical violations', async ({ page }) => {
  test.setTimeout(300_000)
  const failures: string[] = []
  for (const [path, title] of routes) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    for (const violation of violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
        failures.push(`${path}: ${violation.id} (${violation.impact}) at ${targets}`)
      }
    }
  }
  expect(failures).toEqual([])
})
