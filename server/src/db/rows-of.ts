/** node-postgres answers `execute` with a QueryResult, PGlite with `{ rows }`: both have rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
