import { expect, test } from './fixtures.ts'

// What a server-rendered page loads at start: the inline loader's entry and preloads
// (src/lib/head/page-assets.ts, filled from the build's manifest by server/src/http/ssr-assets.ts).
const startScripts = (html: string) => {
  const loader = html.match(/const e=("[^"]+"),p=(\[[^\]]*\])/)
  if (!loader) throw new Error('no script loader in the page')
  return [JSON.parse(loader[1] ?? '""') as string, ...(JSON.parse(loader[2] ?? '[]') as string[])]
}

// The listing's filter panel (a UI text of the catalogue's facets): code the home page does not need.
const listingCode = /Только в наличии/

// react-aria-components' default class names of its Popover and Dialog: literals that survive
// minification, in whichever chunk the overlay code ends up.
const overlayCode = /react-aria-(Popover|Dialog)\b/

const pages = [
  ['home', '/'],
  ['listing', '/catalog/man'],
  ['part', '/parts/kolodki-tormoznye-renault-trucks-7473165637'],
  ['search', `/search?s=${encodeURIComponent('колодка')}`],
] as const

for (const [name, path] of pages) {
  test(`the ${name} page starts with a handful of scripts and no overlay code`, async ({
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const scripts = startScripts(await response.text())
    // 48–62 files before the chunks were grouped (scripts/chunk-groups.ts).
    expect(scripts.length).toBeLessThanOrEqual(12)
    for (const script of scripts) {
      const code = await (await request.get(script)).text()
      expect(code, `${script} holds dialog or popover code`).not.toMatch(overlayCode)
      // Code two listing pages share is grouped apart from what home shares with them.
      if (name === 'home') expect(code, `${script} holds listing code`).not.toMatch(listingCode)
    }
  })
}

test('a dropdown loads its popover on the first press and is then react-aria’s listbox', async ({
  page,
}) => {
  const overlayRequests: string[] = []
  page.on('response', async (answer) => {
    if (!answer.url().endsWith('.js')) return
    if (overlayCode.test(await answer.text())) overlayRequests.push(answer.url())
  })
  await page.goto('/catalog/man')
  const sort = page.getByRole('button', { name: /Сортировка/ })
  await expect(sort).toHaveAttribute('aria-haspopup', 'listbox')
  expect(overlayRequests).toEqual([])
  await sort.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('listbox')).toBeVisible()
  await expect.poll(() => overlayRequests.length).toBeGreaterThan(0)
  await expect(page.getByRole('option', { name: 'Сначала дешевле' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(page.getByRole('button', { name: /Сортировка/ })).toBeFocused()
})
