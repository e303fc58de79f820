import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'

afterEach(() => cleanup())

// The unit files share a worker's DOM and module cache (`isolate: false`): each file starts from
// what a fresh page would give it, whatever the file before it left behind.
beforeAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  // A file that asks for Node's environment has no DOM to reset.
  if (typeof document === 'undefined') return
  delete (window as { dataLayer?: unknown }).dataLayer
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name)
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name)
  }
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API to clear with
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
