import type { VinCatalogue, VinCatalogueAnswer } from '../../src/modules/trucks/vin-catalogue.ts'

/**
 * An online VIN catalogue for tests: answers from its table, null for a VIN it lacks; `hang`
 * never answers (until aborted), `fail` throws. Records the VINs asked and, for `hang`, how long
 * after being asked each lookup was aborted (ms).
 */
export function createFakeVinCatalogue(
  answers: Record<string, VinCatalogueAnswer>,
  behaviour: 'answer' | 'hang' | 'fail' = 'answer',
) {
  const asked: string[] = []
  const abortedAfter: number[] = []
  const catalogue: VinCatalogue = {
    name: 'fake',
    lookup(vin, signal) {
      asked.push(vin)
      if (behaviour === 'fail') return Promise.reject(new Error('provider is down'))
      if (behaviour === 'hang') {
        const started = performance.now()
        return new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            abortedAfter.push(performance.now() - started)
            reject(new Error('aborted'))
          })
        })
      }
      return Promise.resolve(answers[vin] ?? null)
    },
  }
  return { catalogue, asked, abortedAfter }
}
