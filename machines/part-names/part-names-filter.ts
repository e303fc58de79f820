/** The node part-name filter: case-insensitive and trimmed. */

export interface PartName {
  title: string
  slug: string
  link?: string
}

export function filterPartNames<T extends Pick<PartName, 'title'>>(
  names: readonly T[],
  text: string,
): T[] {
  const needle = text.trim().toLocaleLowerCase('ru-RU')
  if (!needle) return [...names]
  return names.filter((name) => name.title.toLocaleLowerCase('ru-RU').includes(needle))
}

/** Part names grouped by their first letter (upper-cased), letters in ru-RU order. */
export function groupByFirstLetter<T extends Pick<PartName, 'title'>>(
  names: readonly T[],
): { letter: string; names: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const name of names) {
    const letter = name.title.trim().charAt(0).toLocaleUpperCase('ru-RU')
    if (!letter) continue
    groups.set(letter, [...(groups.get(letter) ?? []), name])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'ru-RU'))
    .map(([letter, list]) => ({ letter, names: list }))
}
