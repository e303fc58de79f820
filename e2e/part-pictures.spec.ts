import fs from 'node:fs'
import { expect, test } from './fixtures.ts'
import { onePartCatalogue, sendFromOneC } from './helpers/onec-exchange.ts'

// A drawing per part type instead of one placeholder; a part with a photo shows it.
test.describe('@desktop-only part pictures', () => {
  test('a listing draws each part by its type, the drawings cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/catalog/dvigatel')
    const cards = page.getByRole('list', { name: 'Запчасти' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    // The card's picture is decorative (alt="", the name is its heading): read it off the card.
    const sources = await cards
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''))
    for (const src of sources) expect(src).toMatch(/^\/illustrations\/[a-z-]+\.svg\?v=[0-9a-f]{8}$/)
    expect(new Set(sources).size).toBeGreaterThanOrEqual(3)

    const first = cards.first().locator('img')
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const drawing = await request.get(sources[0] ?? '')
    expect(drawing.headers()['content-type']).toContain('image/svg+xml')
    expect(drawing.headers()['cache-control']).toContain('immutable')
  })

  test('a part 1C sent with a photo shows the photo, not the drawing', async ({
    page,
    request,
  }) => {
    const picture = 'import_files/e2e/e2e-photo-0001.png'
    await sendFromOneC(request, [
      {
        name: 'import.xml',
        body: onePartCatalogue({
          id: 'e2e-photo-0001',
          article: 'E2E-PHOTO-0001',
          title: 'Турбокомпрессор MAN TGX с фото',
          picture,
        }),
      },
      {
        name: picture,
        body: fs.readFileSync(
          'server/test/fixtures/exchange/full/import_files/b7/b7f0d2a4-0001.png',
        ),
      },
    ])

    await page.goto('/search?s=E2E-PHOTO-0001')
    const card = page.getByRole('list', { name: 'Запчасти' }).getByRole('article').first()
    await expect(
      card.getByRole('heading', { name: /Турбокомпрессор MAN TGX с фото/ }),
    ).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('src', `/1c_images/${picture}`)

    await card.getByRole('link', { name: /Турбокомпрессор MAN TGX с фото/ }).click()
    const photo = page.getByRole('img', { name: /Турбокомпрессор MAN TGX с фото.*, фото 1$/ })
    await expect(photo).toHaveAttribute('src', `/1c_images/${picture}`)
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test('a part without a photo says its picture is a drawing', async ({ page }) => {
    await page.goto('/parts/kolodki-tormoznye-renault-trucks-7473165637')
    const drawing = page.getByRole('img', { name: /условное изображение, не фото$/ })
    await expect(drawing).toHaveAttribute('src', /^\/illustrations\/brake-pad\.svg\?v=/)
  })
})
