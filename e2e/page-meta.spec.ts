import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

/** Spec 7's pages with a head from GET /api/meta (page `/` for home, the slug otherwise). */
const metaPages = [
  '/',
  'o_kompanii',
  'dostavka_usloviya',
  'oplata_usloviya',
  'garantiya_i_vozvrat',
  'for_sto',
  'buy_trucks',
  'komplekt_types',
  'legal_information',
  'personal_data_processing_policy',
  'user_agreement',
  'consent_to_personal',
  'reserve_alerts',
  'razborka',
  'kont_msk',
  'kont_spb_shush',
  'kont_krs',
  'kont_krd',
  'order_success',
  'payment_success',
  'payment_failed',
  'order',
]

test('every page of spec 7 asks GET /api/meta for its head and gets it', async ({ page }) => {
  test.setTimeout(180_000)
  for (const slug of metaPages) {
    const path = slug === '/' ? '/' : `/${slug}`
    const title = routes.find(([route]) => route === path)?.[1]
    expect(title, `${path} is a route of the spec`).toBeTruthy()
    const answer = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/api/meta' && url.searchParams.get('page') === slug
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
    expect((await answer).status(), path).toBe(200)
  }
})
