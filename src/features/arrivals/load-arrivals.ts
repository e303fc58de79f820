import { getArrivalMarks, getArrivalsByMark, getArrivalTruck } from '../../api/arrivals.ts'
import { loadResult } from '../../components/DataState/load-result.ts'

export const trucksPerPage = 24

export const loadArrivalMarks = () => loadResult(() => getArrivalMarks())

export const loadArrivalsByMark = (slug: string, page?: number) =>
  loadResult(() => getArrivalsByMark(slug, { page: page ?? 1, per_page: trucksPerPage }))

export const loadArrivalTruck = (model: string, slug: string) =>
  loadResult(() => getArrivalTruck(model, slug))
