import type { VinCatalogue, VinCatalogueAnswer } from './vin-catalogue.ts'
import type { VinCatalogueSettings } from './vin-catalogue-settings.ts'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The provider's JSON as the port's answer; anything not of the documented shape throws. */
export function answerOf(body: unknown): VinCatalogueAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
  const b = body as Record<string, unknown>
  const year = b.year == null ? null : Number(b.year)
  if (year !== null && !Number.isInteger(year)) throw new Error('year is not a whole number')
  if (b.oem_numbers != null && !Array.isArray(b.oem_numbers)) {
    throw new Error('oem_numbers is not a list')
  }
  const oem = ((b.oem_numbers as unknown[] | undefined) ?? []).flatMap((item) => {
    const o = (item ?? {}) as Record<string, unknown>
    const number = text(o.number)
    return number ? [{ number, title: text(o.title) }] : []
  })
  return {
    make: text(b.make),
    model: text(b.model),
    year,
    engine: text(b.engine),
    oem_numbers: oem,
  }
}

/**
 * The generic HTTP JSON adapter (docs/configuration.md, «Online VIN catalogue»):
 * `GET <VIN_CATALOGUE_URL>?vin=<VIN>` with `Authorization: Bearer <VIN_CATALOGUE_KEY>`; 200 with
 * `{ make, model, year, engine, oem_numbers: [{ number, title }] }`, 404 when it does not know
 * the VIN. A shop whose service speaks otherwise writes one file like this one.
 */
export function createHttpVinCatalogue(settings: VinCatalogueSettings): VinCatalogue {
  return {
    name: 'http',
    async lookup(vin, signal) {
      const url = new URL(settings.url)
      url.searchParams.set('vin', vin)
      const res = await fetch(url, {
        signal,
        headers: {
          accept: 'application/json',
          ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
        },
      })
      if (res.status === 404) return null
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      let body: unknown
      try {
        body = await res.json()
      } catch {
        throw new Error('the answer is not JSON')
      }
      return answerOf(body)
    },
  }
}
