import type { components } from '@gruzovik/openapi'

type Pagination = components['schemas']['Pagination']

/** The yaml bounds page and per_page; these defaults apply when they are absent. */
export const defaultPerPage = 24
export const maxPerPage = 100

export function paging(page: number | undefined, perPage: number | undefined) {
  const p = Math.max(1, Math.trunc(page ?? 1))
  const size = Math.min(maxPerPage, Math.max(1, Math.trunc(perPage ?? defaultPerPage)))
  return { page: p, perPage: size, offset: (p - 1) * size }
}

export function pagination(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) }
}
