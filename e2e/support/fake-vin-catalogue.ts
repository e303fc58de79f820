import type http from 'node:http'

/** The one VIN the e2e's fake VIN catalogue knows (Volvo Trucks, Sweden, 2016; rules/vin.ts). */
export const catalogueVin = 'YV2RT40A8GB100200'

/**
 * Its answer in the generic HTTP adapter's shape (server/src/modules/trucks/vin-catalogue-http.ts):
 * the exact model and engine and two OEM numbers (20955963 is one of the home page's examples).
 */
export const catalogueAnswer = {
  make: 'Volvo',
  model: 'FH',
  year: 2016,
  engine: 'D13K460',
  oem_numbers: [
    { number: '20955963', title: 'Фильтр масляный' },
    { number: '21707134', title: null },
  ],
}

/** `GET /vin-catalogue?vin=…`: the answer for `catalogueVin`, 404 for any other; else not ours. */
export function answerVinCatalogue(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname !== '/vin-catalogue') return false
  const known = url.searchParams.get('vin') === catalogueVin
  res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
  res.end(known ? JSON.stringify(catalogueAnswer) : '{}')
  return true
}
