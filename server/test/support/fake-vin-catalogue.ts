import type { VinCatalogue, VinCatalogueAnswer } from '../../src/modules/trucks/vin-catalogue.ts'

/**
 * An online VIN catalogue for tests: answers from its table, null for a VIN it lacks; `hang`
 * never answers (until aborted), `fail` throws. Records the VINs asked.
 */
export function createFakeVinCatalogue(
  answers: Record<string, VinCatalogueAnswer>,
  behaviour: 'answer' | 'hang' | 'fail' = 'answer',
) {
  const asked: string[] = []
  const catalogue: VinCatalogue = {
    name: 'fake',
    lookup(vin, signal) {
      asked.push(vin)
      if (behaviour === 'fail') return Promise.reject(new Error('provider is down'))
      if (behaviour === 'hang') {
        return new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        })
      }
      return Promise.resolve(answers[vin] ?? null)
    },
  }
  return { catalogue, asked }
}
