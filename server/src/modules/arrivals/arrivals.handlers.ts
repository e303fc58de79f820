import type { OperationRequest } from '../shared/operation-request.ts'
import type { ArrivalsService } from './arrivals.service.ts'

export function createArrivalsHandlers({ arrivals }: { arrivals: ArrivalsService }) {
  return {
    getArrivalMarks: () => arrivals.marks(),
    getLatestArrivals: () => arrivals.latest(),
    getArrivalsByMark(request: OperationRequest<'getArrivalsByMark'>) {
      const { page, per_page } = request.query ?? {}
      return arrivals.trucksOfMark(request.params.slug, {
        ...(page ? { page } : {}),
        ...(per_page ? { perPage: per_page } : {}),
      })
    },
    getArrivalTruck(request: OperationRequest<'getArrivalTruck'>) {
      return arrivals.truck(request.params.model, request.params.slug)
    },
  }
}
