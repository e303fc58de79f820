// Lighthouse (mobile, simulated slow 4G, Debian Chromium) on the built shop, side by side with a
// baseline build of an earlier commit in the same run: this machine is shared and noisy, so
// only figures taken together are compared. Median of `runs` per page; a run that fails
// (Lighthouse's NO_NAVSTART on a loaded machine) is tried again.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { type RunningServer, startServer } from './server-process.ts'

export interface LighthouseFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Script files the page loaded, their bytes on the wire and Lighthouse's unused share of them. */
  scripts: number
  jsKb: number
  unusedJsKb: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** One Lighthouse run (mobile, simulated slow 4G, performance only) of `url` in Debian Chromium. */
export async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: chromiumArgs,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.code ?? 'no result')
    return lhr
  } finally {
    await chrome.kill()
  }
}

async function runOnce(url: string): Promise<LighthouseFigures> {
  const lhr = await runLighthouse(url)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ...scriptFigures(lhr),
  }
}

type Result = Awaited<ReturnType<typeof runLighthouse>>

function scriptFigures(lhr: Result) {
  const details = (id: string) =>
    (lhr.audits[id]?.details ?? {}) as {
      items?: Array<{ resourceType?: string; transferSize?: number }>
      overallSavingsBytes?: number
    }
  const scripts = (details('network-requests').items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  return {
    scripts: scripts.length,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    unusedJsKb: (details('unused-javascript').overallSavingsBytes ?? 0) / 1024,
  }
}

/** The median of `runs` Lighthouse runs of one address (up to two retries per failed run). */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  while (results.length < runs) {
    let attempt = 0
    for (;;) {
      try {
        results.push(await runOnce(url))
        break
      } catch (error) {
        if (++attempt > 2) throw error
        console.warn(`Lighthouse run of ${url} failed (${String(error)}), trying again`)
      }
    }
  }
  return medianOf(results)
}

/** Each figure's median over runs. */
function medianOf(results: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    performance: median(results.map((r) => r.performance)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    scripts: median(results.map((r) => r.scripts)),
    jsKb: median(results.map((r) => r.jsKb)),
    unusedJsKb: median(results.map((r) => r.unusedJsKb)),
  }
}

/**
 * A checkout of `ref` in a temporary worktree, installed and built once (kept between runs in
 * the system's temp folder), to serve as the "before" of the table.
 */
export function prepareBaseline(ref: string, suffix = ''): string {
  const dir = path.join(os.tmpdir(), `gruzovik-baseline-${ref}${suffix}`)
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, { cwd, stdio: 'inherit' })
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    run('git', ['worktree', 'add', '--force', '--detach', dir, ref], process.cwd())
  }
  if (!fs.existsSync(path.join(dir, 'node_modules'))) run('npm', ['ci', '--no-audit'], dir)
  if (!fs.existsSync(path.join(dir, 'dist', 'index.html'))) run('npm', ['run', 'build'], dir)
  return dir
}

export const lighthousePages = (partSlug: string): Array<[string, string]> => [
  ['home', '/'],
  ['catalogue', '/catalog/man'],
  ['part', `/parts/${partSlug}`],
  ['search', `/search?s=${encodeURIComponent('колодка')}`],
]

async function partSlugOf(server: RunningServer) {
  const answer = (await (await fetch(`${server.url}/api/search?s=колодка`)).json()) as {
    items?: Array<{ slug: string }>
  }
  const slug = answer.items?.[0]?.slug
  if (!slug) throw new Error('no part for "колодка" in the seeded catalogue')
  return slug
}

/**
 * Before (baseline ref) and after (this checkout's dist/), the same pages, taken in turns —
 * page by page, run by run, before then after — so that a busy minute on the shared machine
 * falls on both columns alike.
 */
export async function lighthouseTable(options: {
  baselineRef: string
  port: number
  runs: number
}) {
  const baselineDir = prepareBaseline(options.baselineRef)
  const start = (cwd: string, port: number) =>
    startServer({ port, dataDir: path.join(cwd, '.data', 'bench-lighthouse'), cwd })
  const servers = [
    await start(baselineDir, options.port),
    await start(process.cwd(), options.port + 1),
  ]
  const before: Record<string, LighthouseFigures> = {}
  const after: Record<string, LighthouseFigures> = {}
  try {
    const pages = lighthousePages(await partSlugOf(servers[0] as RunningServer))
    for (const [name, page] of pages) {
      const runs: [LighthouseFigures[], LighthouseFigures[]] = [[], []]
      for (let run = 0; run < options.runs; run++) {
        for (const [index, server] of servers.entries()) {
          console.log(`Lighthouse ${name} ${server.url}${page} (run ${run + 1})`)
          runs[index]?.push(await measureLighthouse(`${server.url}${page}`, 1))
        }
      }
      before[name] = medianOf(runs[0])
      after[name] = medianOf(runs[1])
    }
  } finally {
    for (const server of servers) await server.stop()
  }
  const cell = (f: LighthouseFigures | undefined) =>
    f
      ? `${f.performance} / ${(f.fcpMs / 1000).toFixed(1)} s / ${(f.lcpMs / 1000).toFixed(1)} s / ${Math.round(f.tbtMs)} ms / ${f.cls.toFixed(3)}`
      : 'n/a'
  const loads = (f: LighthouseFigures | undefined) =>
    f ? `${f.scripts} / ${f.jsKb.toFixed(1)} / ${f.unusedJsKb.toFixed(1)}` : 'n/a'
  return [
    `Lighthouse mobile, simulated slow 4G, median of ${options.runs} runs taken in turns; before = ${options.baselineRef}, after = this checkout`,
    '',
    '| page | before: perf / FCP / LCP / TBT / CLS | after: perf / FCP / LCP / TBT / CLS |',
    '|---|---|---|',
    ...Object.keys(after).map(
      (name) => `| ${name} | ${cell(before[name])} | ${cell(after[name])} |`,
    ),
    '',
    'What the pages load (the same from run to run): script files, their KB on the wire, unused KB',
    '',
    '| page | before: files / JS KB / unused KB | after: files / JS KB / unused KB |',
    '|---|---|---|',
    ...Object.keys(after).map(
      (name) => `| ${name} | ${loads(before[name])} | ${loads(after[name])} |`,
    ),
  ].join('\n')
}
