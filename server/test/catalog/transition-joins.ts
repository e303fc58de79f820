import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'

/** A statement trigger that sees both a statement's old and its new rows. */
export interface PairingTrigger {
  name: string
  source: string
  oldTable: string
  newTable: string
}

/** The update triggers of the database that are given both transition tables, with their code. */
export async function pairingTriggers(db: Database): Promise<PairingTrigger[]> {
  return rowsOf<PairingTrigger>(
    await db.execute(sql`select p.proname as name, p.prosrc as source,
        t.tgoldtable as "oldTable", t.tgnewtable as "newTable"
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where t.tgoldtable is not null and t.tgnewtable is not null
      order by p.proname`),
  )
}

/**
 * Whether the code joins the old rows to the new outside an EXECUTE, that is, in a statement
 * PL/pgSQL plans once per connection for the size of the first statement it saw. A transition
 * table's size is not part of that plan's key: the plan of a one-row order stays for a batch of
 * thousands (a nested loop, time growing with the square of the batch).
 */
export function joinsPlannedOnce(source: string, oldTable: string, newTable: string): boolean {
  const outsideExecute = source.replace(/EXECUTE\s+\$(\w*)\$[\s\S]*?\$\1\$/gi, '')
  const joined = (a: string, b: string) =>
    new RegExp(`\\b${a}\\s+(?:AS\\s+)?\\w+\\s*(?:,|(?:INNER\\s+)?JOIN)\\s*${b}\\b`, 'i')
  return (
    joined(oldTable, newTable).test(outsideExecute) ||
    joined(newTable, oldTable).test(outsideExecute)
  )
}
