// Where a page's Lighthouse time goes: the figures plus the audits that explain them
// (render-blocking requests, the critical chain, script evaluation, the LCP element, long tasks).
// `npx tsx scripts/bench/lighthouse-report.ts http://127.0.0.1:3000/catalog/man`
import { runLighthouse } from './lighthouse.ts'

const url = process.argv[2]
if (!url) throw new Error('usage: lighthouse-report.ts <url>')
const lhr = await runLighthouse(url)
const audit = (id: string) => lhr.audits[id]
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
  'cumulative-layout-shift',
  'server-response-time',
]) {
  console.log(id, audit(id)?.displayValue)
}
const items = (id: string) =>
  (audit(id)?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []
console.log('\nrender-blocking:')
for (const item of items('render-blocking-resources')) console.log(' ', item.url, item.wastedMs)
console.log('\nbootup (script evaluation):')
for (const item of items('bootup-time').slice(0, 12))
  console.log(' ', item.url, Math.round(Number(item.total)), Math.round(Number(item.scripting)))
console.log('\nmain thread:')
for (const item of items('mainthread-work-breakdown'))
  console.log(' ', item.groupLabel, Math.round(Number(item.duration)))
console.log('\nlong tasks:')
for (const item of items('long-tasks')) console.log(' ', item.url, item.startTime, item.duration)
console.log(
  '\nLCP element:',
  JSON.stringify(items('largest-contentful-paint-element')[0] ?? null).slice(0, 400),
)
const requests = items('network-requests')
console.log(`\nrequests: ${requests.length}`)
for (const item of requests)
  console.log(
    ' ',
    item.resourceType,
    String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    item.transferSize,
    Math.round(Number(item.networkRequestTime)),
    Math.round(Number(item.networkEndTime)),
  )
