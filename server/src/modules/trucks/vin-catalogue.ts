import type { components } from '@gruzovik/openapi'

/** What an online catalogue (Laximo, TecDoc, a shop's own) says of a VIN, as the API shows it. */
export type VinCatalogueAnswer = Omit<components['schemas']['VinCatalogueAnswer'], 'provider'>

/**
 * The port: «VIN → exact model and OEM numbers». An adapter answers null when the provider does
 * not know the VIN and throws when it could not be asked or answered nonsense; the caller gives
 * up at the timeout (`signal` aborts) and answers with the offline decoding alone.
 */
export interface VinCatalogue {
  /** Shown with its answer («laximo», «http»). */
  name: string
  lookup(vin: string, signal: AbortSignal): Promise<VinCatalogueAnswer | null>
}

/**
 * Asks the catalogue within `timeoutMs`; a timeout or a failure is logged and answers null, so
 * GET /api/vin/{vin} still says what the VIN itself says.
 */
export async function askVinCatalogue(
  catalogue: VinCatalogue,
  vin: string,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<components['schemas']['VinCatalogueAnswer'] | null> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The timeout is the reason given; the abort then stops the adapter's request.
      reject(new Error(`no answer in ${timeoutMs} ms`))
      controller.abort()
    }, timeoutMs)
  })
  try {
    const answer = await Promise.race([catalogue.lookup(vin, controller.signal), timeout])
    return answer ? { provider: catalogue.name, ...answer } : null
  } catch (error) {
    log(`vin catalogue ${catalogue.name} failed for ${vin}: ${(error as Error).message}`)
    return null
  } finally {
    clearTimeout(timer)
  }
}
