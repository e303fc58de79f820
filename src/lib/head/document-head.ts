import { site } from '../../content/site.ts'

export interface PageHead {
  title?: string
  description?: string
  meta?: Array<Record<string, string>>
  links?: Array<Record<string, string>>
  /** schema.org objects, written as `<script type="application/ld+json">`. */
  jsonLd?: Array<Record<string, unknown>>
}

/** Marks the tags the server rendered for the first page; the first page head applied replaces them. */
export const serverHeadMarker = 'data-ssr-head'

export function removeServerHead(doc: Document = document) {
  for (const el of doc.head.querySelectorAll(`[${serverHeadMarker}]`)) el.remove()
}

const marker = 'data-page-head'

function descriptionTag(doc: Document) {
  let tag = doc.head.querySelector<HTMLMetaElement>(
    'meta[name="description"]:not([data-page-head])',
  )
  if (!tag) {
    tag = doc.createElement('meta')
    tag.name = 'description'
    doc.head.append(tag)
  }
  return tag
}

/** Search engines want canonical and alternate addresses absolute; a relative one is resolved. */
function absoluteHref(attrs: Record<string, string>, doc: Document): Record<string, string> {
  if (!/^(canonical|alternate)$/i.test(attrs.rel ?? '') || !attrs.href) return attrs
  try {
    return { ...attrs, href: new URL(attrs.href, doc.location?.origin ?? doc.baseURI).href }
  } catch {
    return attrs
  }
}

/**
 * Adds a page's head tags, marked so they can be removed again. Returns the cleanup,
 * which removes exactly those tags and brings back the default title and description
 * (docs/product.md#page-meta).
 */
export function applyPageHead(head: PageHead, doc: Document = document): () => void {
  removeServerHead(doc)
  const added: Element[] = []
  const add = (tagName: 'meta' | 'link', attrs: Record<string, string>) => {
    const el = doc.createElement(tagName)
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value)
    el.setAttribute(marker, '')
    doc.head.append(el)
    added.push(el)
  }
  doc.title = head.title?.trim() ? head.title : site.defaultTitle
  descriptionTag(doc).content = head.description ?? site.defaultDescription
  for (const attrs of head.meta ?? []) {
    // One description tag: a page meta record's description replaces the default in place.
    if (attrs.name === 'description' && attrs.content !== undefined) {
      descriptionTag(doc).content = attrs.content
      continue
    }
    add('meta', attrs)
  }
  for (const attrs of head.links ?? []) add('link', absoluteHref(attrs, doc))
  for (const data of head.jsonLd ?? []) {
    const script = doc.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(data)
    script.setAttribute(marker, '')
    doc.head.append(script)
    added.push(script)
  }

  return () => {
    for (const el of added) el.remove()
    doc.title = site.defaultTitle
    descriptionTag(doc).content = site.defaultDescription
  }
}
