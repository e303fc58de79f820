// The seeded catalogue the benches load: seeding it, and the queries and part pages they ask.
import { execFileSync } from 'node:child_process'

/** Searches spread over the demo catalogue: a word, an article, two words, a make. */
export const suggestQueries = ['колодка', '81.50601', 'фильтр масл', 'MAN', 'стартер', 'A 003 420']

/**
 * Seeds `parts` parts into `dataDir` (PGlite) or `databaseUrl` (PostgreSQL) with the seed script
 * of the checkout in `cwd` (another build's own, whose schema may differ; this one by default).
 */
export function seedCatalogue(
  parts: number,
  target: { dataDir: string; databaseUrl?: string | undefined },
  options: { cwd?: string; env?: Record<string, string> } = {},
) {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/scripts/seed.ts',
      '--parts',
      String(parts),
      '--data-dir',
      target.dataDir,
    ],
    {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: target.databaseUrl ?? '', ...options.env },
    },
  )
}

/** Slugs of parts spread over the catalogue, so the load is not one cached row. */
export async function partSlugs(baseUrl: string, count: number): Promise<string[]> {
  const slugs: string[] = []
  for (const query of suggestQueries) {
    const answer = (await (
      await fetch(`${baseUrl}/api/search?s=${encodeURIComponent(query)}&per_page=24`)
    ).json()) as { items?: Array<{ slug: string }> }
    slugs.push(...(answer.items ?? []).map((item) => item.slug))
  }
  if (slugs.length === 0) throw new Error('the seeded catalogue has no parts to open')
  return [...new Set(slugs)].slice(0, count)
}
