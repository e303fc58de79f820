import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRouteAssets, routeFile } from '../src/http/ssr-assets.ts'

describe('the assets of a server-rendered page', () => {
  it('finds a route file from its id', () => {
    expect(routeFile('__root__')).toBeNull()
    expect(routeFile('/')).toBe('src/routes/index.tsx')
    expect(routeFile('/parts/$slug')).toBe('src/routes/parts.$slug.tsx')
    expect(routeFile('/catalog/')).toBe('src/routes/catalog.index.tsx')
    expect(routeFile('/catalog/$a/$b/')).toBe('src/routes/catalog.$a.$b.index.tsx')
  })

  it("gives a page's styles in cascade order with their text, its entry and its preloads", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-assets-'))
    fs.mkdirSync(path.join(dist, '.vite'))
    fs.mkdirSync(path.join(dist, 'assets'))
    const manifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_crumbs.js': {
        file: 'assets/crumbs.js',
        css: ['assets/crumbs.css'],
        imports: ['_shared.js'],
      },
      'src/routes/parts.$slug.tsx?tsr-split=component': {
        file: 'assets/part.js',
        css: ['assets/part.css'],
        imports: ['_crumbs.js', '_shared.js'],
      },
      'src/features/layout/components/Footer/Footer.tsx': {
        file: 'assets/footer.js',
        css: ['assets/footer.css'],
      },
    }
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
    for (const name of ['index', 'shared', 'crumbs', 'part', 'footer']) {
      fs.writeFileSync(path.join(dist, 'assets', `${name}.css`), `.${name}{color:red}`)
    }
    const assetsFor = readRouteAssets(dist)
    if (!assetsFor) throw new Error('the manifest was not read')
    const page = assetsFor(['__root__', '/parts/$slug'])
    // As Vite links them: what a chunk imports comes before the chunk's own styles.
    expect(page.styles.map((style) => style.href)).toEqual([
      '/assets/shared.css',
      '/assets/index.css',
      '/assets/footer.css',
      '/assets/crumbs.css',
      '/assets/part.css',
    ])
    expect(page.styles[4]?.text).toBe('.part{color:red}')
    expect(page.entry).toBe('/assets/index.js')
    expect(page.preloads).toEqual([
      '/assets/shared.js',
      '/assets/footer.js',
      '/assets/part.js',
      '/assets/crumbs.js',
    ])
    // A build without a manifest keeps index.html's own tags.
    expect(readRouteAssets(path.join(dist, 'missing'))).toBeNull()
  })
})
