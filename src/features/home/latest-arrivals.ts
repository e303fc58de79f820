import type { ArrivalMark, ArrivalPage } from '../../api/arrivals.ts'

export type ArrivalTruck = ArrivalPage['items'][number]

export interface LatestArrivals {
  /** Makes with trucks being dismantled, for the links to /razborka/{slug}. */
  marks: ArrivalMark[]
  /** The newest truck of each of the first makes, newest first. */
  trucks: ArrivalTruck[]
}

/** How many makes the home page asks for their newest truck (one small call each). */
export const homeArrivalMarks = 4

/**
 * The newest truck of each of the first makes that have trucks. A make whose call fails is
 * left out rather than failing the section; only the list of makes itself is required.
 */
export async function pickLatestArrivals(
  loadMarks: () => Promise<ArrivalMark[]>,
  newestOf: (markSlug: string) => Promise<ArrivalTruck[]>,
): Promise<LatestArrivals> {
  const all = await loadMarks()
  const marks = (Array.isArray(all) ? all : []).filter((mark) => mark.trucks_count > 0)
  const settled = await Promise.allSettled(
    marks.slice(0, homeArrivalMarks).map((mark) => newestOf(mark.slug)),
  )
  const trucks = settled
    .flatMap((result) => (result.status === 'fulfilled' ? result.value.slice(0, 1) : []))
    .sort((a, b) => b.arrived_at.localeCompare(a.arrived_at))
  return { marks, trucks }
}
