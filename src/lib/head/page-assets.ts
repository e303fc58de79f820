import type { PageAssets } from '@gruzovik/openapi/render-contract'
import { scriptJson } from './render-head.ts'

/** What a server-rendered page loads: from the build's manifest (server/src/http/ssr-assets.ts). */
export type { PageAssets }

/** Vite's own tags in the built index.html: the server writes the page's instead. */
const buildTags =
  /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g

export const withoutBuildAssets = (head: string) => head.replace(buildTags, '')

/**
 * react-aria's one global style (usePress adds it on first use unless an element with its id
 * exists): sent with the page, since any stylesheet added after the first paint makes the
 * browser restyle and lay out the whole page again.
 */
const reactAriaPressableStyle = {
  id: 'react-aria-pressable-style',
  text: '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}',
}

/**
 * The page's styles inline, so the first paint waits for no stylesheet request. A disabled
 * link stays beside each: the browser does not fetch it, but Vite's loader sees the file as
 * present and does not add it again when a route's code arrives.
 */
export function renderInlineStyles(styles: PageAssets['styles']): string {
  const style = (text: string, id?: string) =>
    `<style${id ? ` id="${id}"` : ''}>${text.replace(/<\/style/gi, '<\\/style')}</style>`
  return [
    style(reactAriaPressableStyle.text, reactAriaPressableStyle.id),
    ...styles.map(
      ({ href, text }) =>
        `${style(text)}<link rel="stylesheet" href="${encodeURI(href)}" disabled>`,
    ),
  ].join('')
}

/**
 * Loads the shop's scripts once the parsed page is on screen (the frame after the one that
 * painted it): the server's HTML is readable at once, and hydration's downloads do not compete
 * with it for a slow connection. A tab opened in the background (no frames) starts after a
 * short wait instead.
 */
export function renderScriptLoader(assets: PageAssets, nonce?: string): string {
  if (!assets.entry) return ''
  // Starting a request costs the main thread a little: the preloads go in small batches, each
  // its own task, so none of them is a long one on a slow phone.
  const code = `(()=>{const e=${scriptJson(assets.entry)},p=${scriptJson(assets.preloads)};let d=false;const h=document.head,add=(t,a)=>h.appendChild(Object.assign(document.createElement(t),{crossOrigin:''},a)),batch=(i)=>{for(const href of p.slice(i,i+8))add('link',{rel:'modulepreload',href});if(i+8<p.length)setTimeout(()=>batch(i+8))},go=()=>{if(d)return;d=true;add('script',{type:'module',src:e});batch(0)};const later=()=>{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));setTimeout(go,1500)};document.readyState==='loading'?addEventListener('DOMContentLoaded',later,{once:true}):later()})()`
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
}
