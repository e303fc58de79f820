/** A small element tree: one CommerceML record (a Товар, a Предложение, a Документ…). */
export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  text: string
}

/** The first child named `name` (names compare without namespace prefixes). */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name)
}

export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el?.children.filter((c) => c.name === name) ?? []
}

/** The trimmed text of a path of children, `''` when any step is missing. */
export function textAt(el: XmlElement | undefined, ...path: string[]): string {
  let at = el
  for (const name of path) at = child(at, name)
  return at?.text.trim() ?? ''
}
