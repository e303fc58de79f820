/**
 * The shape of a static content page: texts live here as data, one component renders them all.
 * Amounts of money are integer kopecks and are formatted only when rendered.
 */

/** A table cell: plain text, or an amount in kopecks (optionally "from" it). */
export type ContentCell = string | { kopecks: number; from?: boolean }

export interface ContentLink {
  label: string
  /** An in-app path (starts with `/`) or an absolute external address. */
  href: string
}

export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly ContentCell[][] }
  | { kind: 'note'; text: string }
  | { kind: 'links'; items: readonly ContentLink[] }
  | { kind: 'definitions'; items: readonly { term: string; text: string }[] }

export interface ContentSection {
  heading: string
  blocks: readonly ContentBlock[]
}

export interface ContentPageData {
  /** The h1; kept equal to `pageTitles` so the route checks stay true. */
  title: string
  lead: string
  sections: readonly ContentSection[]
  /** Optional "see also" links at the end of the page. */
  related?: readonly ContentLink[]
  /** Date of the document's current edition, for legal texts. */
  updated?: string
}
