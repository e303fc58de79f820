import { site } from '../../content/site.ts'
import { type PageHead, serverHeadMarker } from './document-head.ts'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .filter(([name]) => /^[a-z][a-z0-9:-]*$/i.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')

/** JSON inside a script element: `<` escaped so no `</script>` can close it early. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))

const absolute = (href: string, origin: string) => {
  try {
    return new URL(href, origin).href
  } catch {
    return href
  }
}

/**
 * The head of a server-rendered page as HTML: title, description, the page's meta and link
 * tags, Open Graph and its JSON-LD. Canonical addresses are absolute; a page without its own
 * canonical gets its address without the query. Tags are marked so the browser's first page
 * head replaces them.
 */
export function renderHeadTags(head: PageHead, origin: string, pathname: string): string {
  const title = head.title?.trim() ? head.title : site.defaultTitle
  const metaDescription = head.meta?.find((m) => m.name === 'description')?.content
  const description = metaDescription ?? (head.description || site.defaultDescription)
  const mark = ` ${serverHeadMarker}=""`
  const meta = (head.meta ?? []).filter((m) => m.name !== 'description')
  const links = (head.links ?? []).map((link) =>
    /^(canonical|alternate)$/i.test(link.rel ?? '') && link.href
      ? { ...link, href: absolute(link.href, origin) }
      : link,
  )
  const noindex = meta.some((m) => m.name === 'robots' && /noindex/i.test(m.content ?? ''))
  const canonical = links.find((link) => link.rel === 'canonical')?.href
  if (!canonical && !noindex) links.push({ rel: 'canonical', href: absolute(pathname, origin) })
  const has = (property: string) => meta.some((m) => m.property === property)
  const graph: Array<Record<string, string>> = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical ?? absolute(pathname, origin) },
    { property: 'og:locale', content: 'ru_RU' },
  ].filter((tag) => !has(tag.property ?? ''))
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...[...meta, ...graph].map((attrs) => `<meta${attributes(attrs)}${mark}>`),
    ...links.map((attrs) => `<link${attributes(attrs)}${mark}>`),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json"${mark}>${scriptJson(data)}</script>`,
    ),
  ].join('')
}
