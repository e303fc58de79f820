import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'

/** A node of PostgreSQL's plan (EXPLAIN FORMAT JSON), with the fields the tests read. */
export interface PlanNode {
  'Node Type'?: string
  Alias?: string
  Filter?: string
  'Recheck Cond'?: string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows': number
  'Rows Removed by Filter'?: number
  'Actual Loops': number
  Plans?: PlanNode[]
}

/** A statement's plan, run (`analyze`) or not; the driver gives the JSON as text or parsed. */
export async function planOf(db: Database, statement: SQL, analyze = false): Promise<PlanNode> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(
      analyze
        ? sql`explain (analyze, format json) ${statement}`
        : sql`explain (format json) ${statement}`,
    ),
  )
  const text = row?.['QUERY PLAN']
  const [root] = (typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[]
  if (!root) throw new Error('no plan')
  return root.Plan
}

/** How many rows a run plan read from the tables or indexes whose name `relation` matches. */
export const rowsRead = (node: PlanNode, relation: RegExp): number =>
  ([node['Relation Name'], node['Index Name']].some((name) => name && relation.test(name))
    ? node['Actual Rows'] * node['Actual Loops']
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0)
