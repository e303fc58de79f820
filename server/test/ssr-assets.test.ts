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

  it("gives a route's styles and scripts beyond index.html's own, with the lazy footer's", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-ssr-assets-'))
    fs.mkdirSync(path.join(dist, '.vite'))
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
    const assetsFor = readRouteAssets(dist)
    expect(assetsFor(['__root__', '/parts/$slug'])).toEqual({
      css: ['/assets/footer.css', '/assets/part.css', '/assets/crumbs.css'],
      js: ['/assets/footer.js', '/assets/part.js', '/assets/crumbs.js'],
    })
    // A build without a manifest renders pages with index.html's assets only.
    expect(readRouteAssets(path.join(dist, 'missing'))(['/'])).toEqual({ css: [], js: [] })
  })
})
