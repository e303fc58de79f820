import { getArrivalMarks, getArrivalsByMark, getArrivalTruck } from '../../api/arrivals.ts'
import { notifying } from '../../lib/error-notifications.ts'
import { loadPage, loadResult } from '../../lib/load-result.ts'

export const trucksPerPage = 24

/**
 * The list of makes; its failure is also an error notification, a make's or truck's is not. An
 * unknown make or truck throws the router's `notFound()`.
 */
export const loadArrivalMarks = () => loadResult(() => notifying(getArrivalMarks()))

export const loadArrivalsByMark = (slug: string, page?: number) =>
  loadPage(() => getArrivalsByMark(slug, { page: page ?? 1, per_page: trucksPerPage }))

export const loadArrivalTruck = (model: string, slug: string) =>
  loadPage(() => getArrivalTruck(model, slug))
