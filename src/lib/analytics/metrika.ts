/** Metrika's tag; the CSP allows its host only when METRIKA_COUNTER_ID is set. */
export const metrikaTagSrc = 'https://mc.yandex.ru/metrika/tag.js'
const scriptId = 'metrika-tag'

/**
 * Adds Metrika's tag once (at idle time: it is not part of the shop's first script); the calls
 * `configureCounter` queued run when it loads.
 */
export function loadMetrikaTag(doc: Document = document, src = metrikaTagSrc) {
  if (doc.getElementById(scriptId)) return
  const script = doc.createElement('script')
  script.id = scriptId
  script.src = src
  script.async = true
  script.onerror = () => console.warn(`[analytics] Failed to load ${src}`)
  doc.head.append(script)
}
