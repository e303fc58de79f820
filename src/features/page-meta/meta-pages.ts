import { type MetaPage, metaPages } from '@gruzovik/openapi/meta-pages'

/**
 * The `page` parameter of `GET /api/meta` for a path: `/` for home, the slug for a page of
 * `metaPages` (the list shop and server share, in `openapi/`), and null for any
 * other path (including deeper ones such as `/razborka/man`), which then makes no request.
 */
export function metaPageFor(path: string): MetaPage | null {
  const trimmed = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? ''
  if (trimmed === '') return '/'
  const slug = trimmed.replace(/^\//, '')
  return (metaPages as readonly string[]).includes(slug) ? (slug as MetaPage) : null
}
