// Bundle budget: the initial JavaScript of the home page (entry script plus its modulepreloads),
// as sent (brotli, precompressed by scripts/precompress.ts), must stay under the budget.
// Prints the figure on every build.
import fs from 'node:fs'
import path from 'node:path'
import { measureHomeBundle, measurePageStart, reportedPages } from './bundle-size.ts'

// 150 KB brotli (~143 KB sent; 164.5 KB gzip): see docs/bundle-budget.md for what it holds.
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 150)
const size = measureHomeBundle(path.resolve(process.env.DIST_DIR ?? 'dist'))
console.log(
  `Home page initial JS: ${size.jsKb.toFixed(1)} KB brotli as sent (budget ${budgetKb} KB; ${size.jsGzipKb.toFixed(1)} KB gzip), CSS: ${size.cssKb.toFixed(1)} KB brotli`,
)
const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
// What each public page starts with as the server render sends it: at most 170 KB brotli.
const pageBudgetKb = Number(process.env.PAGE_BUDGET_KB ?? 170)
const overPages: string[] = []
for (const [name, routeIds] of reportedPages) {
  const start = measurePageStart(dist, routeIds)
  if (start) {
    console.log(
      `  ${name} page at start: ${start.scripts} script files, ${start.jsKb.toFixed(1)} KB brotli (budget ${pageBudgetKb} KB)`,
    )
    if (start.jsKb > pageBudgetKb) overPages.push(`${name} ${start.jsKb.toFixed(1)} KB`)
  }
}
// The account module's entry (account.html): the shop's app-wide start-up plus its own pages.
if (fs.existsSync(path.join(dist, 'account.html'))) {
  const account = measureHomeBundle(dist, 'account.html')
  console.log(
    `Account entry initial JS: ${account.jsKb.toFixed(1)} KB brotli as sent (${account.jsGzipKb.toFixed(1)} KB gzip)`,
  )
}
if (size.scripts === 0) {
  console.error('No entry script found in dist/index.html')
  process.exit(1)
}
if (overPages.length > 0) {
  console.error(`Page budget of ${pageBudgetKb} KB exceeded: ${overPages.join(', ')}`)
  process.exit(1)
}
if (size.jsKb > budgetKb) {
  console.error(`Bundle budget exceeded by ${(size.jsKb - budgetKb).toFixed(1)} KB`)
  process.exit(1)
}
