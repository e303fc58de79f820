import type { ArrivalPage, LatestArrivals } from '../../api/arrivals.ts'

export type { LatestArrivals }
export type ArrivalTruck = ArrivalPage['items'][number]

/** Makes without trucks get no link: the server lists only makes with trucks, but be sure. */
export function presentLatestArrivals(answer: LatestArrivals): LatestArrivals {
  const marks = Array.isArray(answer.marks) ? answer.marks : []
  const trucks = Array.isArray(answer.trucks) ? answer.trucks : []
  return { marks: marks.filter((mark) => mark.trucks_count > 0), trucks }
}
