import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type PageAssets,
  renderInlineStyles,
  renderScriptLoader,
  withoutBuildAssets,
} from './page-assets.ts'

const assets: PageAssets = {
  styles: [
    { href: '/assets/index-1a.css', text: '.a{color:red}' },
    { href: '/assets/part-2b.css', text: '.b::after{content:"</style>"}' },
  ],
  entry: '/assets/index-3c.js',
  preloads: Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`),
}

describe("a server-rendered page's styles and scripts", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("replaces Vite's tags and keeps the rest of the head", () => {
    const head = `<title>x</title><link rel="icon" href="/favicon.svg">
    <script type="module" crossorigin src="/assets/index-3c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-4d.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1a.css">`
    expect(withoutBuildAssets(head)).toBe('<title>x</title><link rel="icon" href="/favicon.svg">')
  })

  it('inlines the styles in order, each with a disabled link that nothing fetches', () => {
    const html = renderInlineStyles(assets.styles)
    expect(html.indexOf('.a{color:red}')).toBeLessThan(html.indexOf('.b::after'))
    expect(html).toContain('<link rel="stylesheet" href="/assets/part-2b.css" disabled>')
    // Text inside the CSS cannot end the style element early.
    expect(html.match(/<\/style>/g)).toHaveLength(3)
    // react-aria's global style comes with the page, so react-aria does not add it later.
    expect(html.startsWith('<style id="react-aria-pressable-style">@layer{')).toBe(true)
  })

  it('loads the entry and its preloads only once the first frame is on screen', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    // What the loader adds to the head, kept from the test DOM (it would try to run it).
    const added: Node[] = []
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      added.push(node)
      return node
    })
    const html = renderScriptLoader(assets, 'n0nce')
    expect(html.startsWith('<script nonce="n0nce">')).toBe(true)
    new Function(html.replace(/^<script[^>]*>|<\/script>$/g, ''))()
    const scripts = () => added.filter((node) => node instanceof HTMLScriptElement)
    expect(added).toHaveLength(0)
    // Two frames: the first paints the page, the second starts after it is on screen.
    frames.shift()?.(0)
    expect(added).toHaveLength(0)
    frames.shift()?.(0)
    expect(added).toHaveLength(0)
    vi.advanceTimersToNextTimer()
    expect(scripts().map((script) => [script.type, script.getAttribute('src')])).toEqual([
      ['module', '/assets/index-3c.js'],
    ])
    const preloads = () =>
      added
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
        .map((link) => [link.rel, link.getAttribute('href')])
    // The preloads follow in batches, each its own task.
    expect(preloads()).toEqual(assets.preloads.slice(0, 8).map((href) => ['modulepreload', href]))
    vi.advanceTimersToNextTimer()
    expect(preloads()).toEqual(assets.preloads.map((href) => ['modulepreload', href]))
    // The background-tab fallback does not load it twice.
    vi.advanceTimersByTime(2000)
    expect(scripts()).toHaveLength(1)
  })

  it('writes no loader for a page without scripts', () => {
    expect(renderScriptLoader({ ...assets, entry: null }, 'n')).toBe('')
  })
})
