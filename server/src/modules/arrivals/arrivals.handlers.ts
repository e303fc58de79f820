import type { operations } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'
import type { createArrivalsService } from './arrivals.service.ts'

export function createArrivalsHandlers(arrivals: ReturnType<typeof createArrivalsService>) {
  return {
    getArrivalMarks: () => arrivals.marks(),
    getLatestArrivals: () => arrivals.latest(),
    getArrivalsByMark(request: FastifyRequest) {
      const { slug } = request.params as operations['getArrivalsByMark']['parameters']['path']
      const query = (request.query ?? {}) as NonNullable<
        operations['getArrivalsByMark']['parameters']['query']
      >
      return arrivals.trucksOfMark(slug, {
        ...(query.page ? { page: query.page } : {}),
        ...(query.per_page ? { perPage: query.per_page } : {}),
      })
    },
    getArrivalTruck(request: FastifyRequest) {
      const { model, slug } = request.params as operations['getArrivalTruck']['parameters']['path']
      return arrivals.truck(model, slug)
    },
  }
}
