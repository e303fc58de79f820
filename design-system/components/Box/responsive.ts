/** A value for every width, or per condition of the sprinkles (below 1024 px is `mobile`). */
export type Responsive<T> = T | { all?: T; mobile?: T; desktop?: T }

/** Maps a (possibly responsive) prop through a table, keeping its conditions. */
export function mapResponsive<K extends string, V>(
  value: Responsive<K>,
  table: Record<K, V>,
): Responsive<V> {
  if (typeof value !== 'object') return table[value]
  const mapped: { all?: V; mobile?: V; desktop?: V } = {}
  for (const [condition, key] of Object.entries(value) as [keyof typeof mapped, K][]) {
    if (key !== undefined) mapped[condition] = table[key]
  }
  return mapped
}
