/**
 * The truck a visitor chose in the header (docs/product.md#the-chosen-truck): kept in the
 * `truck` cookie for a year, so the server render knows it as the browser does, and it outlives
 * logging in and out. Without one the shop is as it always was.
 */
export const chosenTruckCookie = 'truck'

export interface ChosenTruck {
  /** The catalogue's truck model: what «fits» is decided by. */
  modelId: string
  year: number | null
  /** Make and model as the catalogue names them («Volvo FH»). */
  title: string
  /** The fleet's truck it was chosen from, if it was. */
  truckId: string | null
}

// The shape of a uuid is enough here: the API checks it again and marks nothing for a stranger.
const uuid = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i
const isYear = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1950 && (value as number) <= 2100

/** The cookie's value read back; anything malformed is no truck at all. */
export function parseChosenTruck(raw: string | null | undefined): ChosenTruck | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { m, y, t, id } = value as Record<string, unknown>
  if (typeof m !== 'string' || !uuid.test(m)) return null
  if (typeof t !== 'string' || !t.trim() || t.length > 120) return null
  return {
    modelId: m.toLowerCase(),
    year: isYear(y) ? y : null,
    title: t.trim(),
    truckId: typeof id === 'string' && uuid.test(id) ? id.toLowerCase() : null,
  }
}

/** «Volvo FH 2016» */
export const chosenTruckName = (truck: ChosenTruck) =>
  truck.year ? `${truck.title} ${truck.year}` : truck.title

/**
 * The API's query for the chosen truck: every part in the answer is marked whether it fits;
 * `only` asks for the fitting ones alone (ignored without a truck).
 */
export function truckQuery(
  truck: ChosenTruck | null,
  only = false,
): { truck_model?: string; truck_year?: number; truck_only?: boolean } {
  if (!truck) return {}
  return {
    truck_model: truck.modelId,
    ...(truck.year ? { truck_year: truck.year } : {}),
    ...(only ? { truck_only: true } : {}),
  }
}
