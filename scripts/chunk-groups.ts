import fs from 'node:fs'

/** What the plan reads of a chunk of a first, automatic build. */
export interface PlannedChunk {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  facadeModuleId: string | null
  imports: readonly string[]
  moduleIds: readonly string[]
}

/**
 * Which group a module goes to: what every shop page loads (`shell`), what the home page shares
 * with other pages (`pages`), or what two or more other pages share: `inner-pages` when a page
 * that lists or shows parts loads it (listings, filters, the part page's parts), `other-pages`
 * when only the others do (contacts and their map, payment results, content pages), so the home
 * page does not load the catalogue's code and the catalogue does not load the contacts' map.
 */
export type ChunkPlan = Record<string, 'shell' | 'pages' | 'inner-pages' | 'other-pages'>

const framework =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|use-sync-external-store)[\\/]/

/**
 * Overlay code: dialogs, popovers, menus, listboxes. A page loads it when it opens one (lazy
 * modals, the design system's AriaSelect), never as code that every page shares.
 */
const overlay =
  /design-system[\\/]components[\\/](Dialog|Popover|Sheet|Menu|Tooltip)[\\/]|design-system[\\/]components[\\/]Select[\\/]AriaSelect|react-aria-components[\\/]dist[\\/]private[\\/](Dialog|Modal|Popover|Menu|Select|ListBox|ComboBox|Autocomplete|Tooltip|OverlayArrow)\.mjs|react-aria[\\/]dist[\\/]private[\\/](overlays|dialog|menu|listbox|select|combobox|tooltip)[\\/]/

/**
 * The shop's pages: each route's own chunks. Aside: the /ui showcase, which shows everything, and
 * «Заказ по списку», whose form, table and radio groups would otherwise count as code shared
 * between pages and move into the chunks the catalogue, part and search pages load at start.
 */
const pageChunk = /[\\/]src[\\/]routes[\\/](?!ui\.tsx|zakaz_po_spisku\.tsx)[^\\/]+\.tsx\?tsr-split=/
/** The pages that list or show parts: catalogue, search, part, cross group, dismantled trucks. */
const partsPageChunk =
  /[\\/]src[\\/]routes[\\/](catalog|search|parts|crossgroup|razborka|visual_catalog|postupleniya_mashin)[^\\/]*\.tsx\?tsr-split=/
/** The home page's own route chunk. */
const homeChunk = /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=/
/** Loaded lazily by every page's layout (server-rendered at once). */
const layoutChunk = /[\\/]src[\\/]features[\\/]layout[\\/]components[\\/]Footer[\\/]Footer\.tsx$/

/**
 * Where modules go, read from a first build with rolldown's automatic chunking (which knows
 * exactly, after tree shaking, which chunks each entry loads): modules of every chunk that the
 * shop's entry loads at start go to `shell`; modules of chunks that two or more pages load
 * (besides the shell), overlay code aside, go to `pages`. Everything else stays where the
 * automatic chunking puts it: each page's own code in its route chunk, overlays in theirs.
 */
export function planChunks(chunks: readonly PlannedChunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (root: PlannedChunk) => {
    const seen = new Set([root.fileName])
    const queue = [root]
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      for (const file of chunk.imports) {
        const next = byFile.get(file)
        if (!next || seen.has(file)) continue
        seen.add(file)
        queue.push(next)
      }
    }
    return seen
  }
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'),
  )
  if (!entry) throw new Error('chunk plan: no chunk for index.html in the first build')
  const plan: ChunkPlan = {}
  const shell = closure(entry)
  shell.delete(entry.fileName)
  for (const file of shell) {
    for (const id of byFile.get(file)?.moduleIds ?? []) plan[id] = 'shell'
  }
  const uses = new Map<string, number>()
  // What the home page loads: shared code it needs goes to `pages`, the rest to `inner-pages`
  // or, when no page of parts loads it, `other-pages`.
  const home = new Set<string>()
  const partsPages = new Set<string>()
  for (const root of chunks) {
    const facade = root.facadeModuleId ?? ''
    if (!root.isDynamicEntry || !(pageChunk.test(facade) || layoutChunk.test(facade))) continue
    const isHome = homeChunk.test(facade) || layoutChunk.test(facade)
    for (const file of closure(root)) {
      if (file === root.fileName || shell.has(file)) continue
      uses.set(file, (uses.get(file) ?? 0) + 1)
      if (isHome) home.add(file)
      if (partsPageChunk.test(facade)) partsPages.add(file)
    }
  }
  for (const [file, count] of uses) {
    const chunk = byFile.get(file)
    if (count < 2 || !chunk || chunk.isDynamicEntry) continue
    const group = home.has(file) ? 'pages' : partsPages.has(file) ? 'inner-pages' : 'other-pages'
    for (const id of chunk.moduleIds) if (!overlay.test(id)) plan[id] = group
  }
  for (const id of Object.keys(plan)) if (framework.test(id)) delete plan[id]
  return plan
}

/**
 * The shell's turn-giving module (src/lib/yield-to-browser.ts) belongs with the modules whose
 * evaluation it splits, in their order: in the entry's chunk it would come after all of them.
 */
const shellTurn = /[\\/]src[\\/]lib[\\/]yield-to-browser\.ts$/

/** The environment variable that hands the plan's file from scripts/build.ts to vite.config.ts. */
export const chunkPlanVariable = 'GRUZOVIK_CHUNK_PLAN'

/**
 * rolldown's `codeSplitting.groups` of the browser build: React, the router and XState in
 * `framework`; with a plan (scripts/build.ts makes one), the `shell` and `pages` groups of
 * planChunks. Left alone, rolldown gives every set of importers its own chunk: 50–60 script
 * files per page, most of 1–2 KB.
 */
export function shopChunkGroups(planFile = process.env[chunkPlanVariable]) {
  const plan: ChunkPlan =
    planFile && fs.existsSync(planFile) ? JSON.parse(fs.readFileSync(planFile, 'utf8')) : {}
  // A style module's CSS (`x.css.ts.vanilla.css`) is in no chunk of the first build: it stays
  // out of the plan, and where a page needs it the bundler puts it.
  const groupOf = (id: string) => plan[id]
  return [
    { name: 'framework', test: framework, priority: 30 },
    // Separate groups so that the shell is taken first: a group also takes the modules its
    // modules import, and the shell's own must not end up in `pages`.
    {
      name: (id: string) => (groupOf(id) === 'shell' || shellTurn.test(id) ? 'shell' : null),
      priority: 25,
    },
    { name: (id: string) => (groupOf(id) === 'pages' ? 'pages' : null), priority: 20 },
    // Only what the plan puts there: modules it imports that the plan leaves to the bundler (the
    // home page's style sheets among them) must not pull the home page into this group.
    {
      name: (id: string) => (groupOf(id) === 'inner-pages' ? 'inner-pages' : null),
      priority: 15,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string) => (groupOf(id) === 'other-pages' ? 'other-pages' : null),
      priority: 10,
      includeDependenciesRecursively: false,
    },
  ]
}
