import { toastQueue } from '@gruzovik/design-system'
// The first import of the machines in the shop's start-up: in the built shop they are built in a
// task of their own, after the design system's (see yield-to-browser.ts). app-updates.test.ts
// fails when the order changes.
import '../lib/yield-to-browser.ts'
import { chunkReloadMachine, newVersionMachine, type ReloadMarks } from '@gruzovik/machines'
import type { AnyRouter } from '@tanstack/react-router'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { fetchLatestBuild, type LatestBuild } from '../api/builds.ts'
import { appUpdatesText } from '../content/app-updates.ts'

const marksKey = 'chunk-reload-marks'

function readMarks(storage: Storage): ReloadMarks {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(marksKey) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as ReloadMarks) : {}
  } catch {
    return {}
  }
}

/** A failed chunk load reloads the page once per path within 10 s (chunk-reload machine). */
export function startChunkReloadGuard(inspect?: Observer<InspectionEvent>) {
  const machine = chunkReloadMachine.provide({
    actions: {
      storeMarks: (_, { marks }) => sessionStorage.setItem(marksKey, JSON.stringify(marks)),
      reload: () => window.location.reload(),
      logError: (_, { error }) => console.error('A page chunk failed to load again', error),
    },
  })
  const guard = createActor(machine, { input: { marks: readMarks(sessionStorage) }, inspect })
  guard.start()
  window.addEventListener('vite:preloadError', (event) => {
    guard.send({
      type: 'chunk.failed',
      path: window.location.pathname,
      at: Date.now(),
      error: event.payload,
    })
    if (guard.getSnapshot().matches('reloading')) event.preventDefault()
  })
  return guard
}

/**
 * docs/product.md#app-updates: polls builds/latest.json; when a new build is out, says so once and
 * lets the next in-app navigation load the new version with a full page load instead of a stale
 * chunk.
 */
export function startNewVersionPolling(router: AnyRouter, inspect?: Observer<InspectionEvent>) {
  const machine = newVersionMachine.provide({
    actors: { fetchLatestBuild: fromPromise<LatestBuild>(() => fetchLatestBuild(Date.now())) },
    actions: {
      reload: () => window.location.reload(),
      logError: (_, { error }) => console.warn('New version check failed', error),
    },
  })
  const poller = createActor(machine, { input: { currentBuildId: __BUILD_ID__ }, inspect })
  let announced = false
  poller.subscribe((snapshot) => {
    if (snapshot.matches('updateAvailable') && !announced) {
      announced = true
      toastQueue.success(appUpdatesText.newVersion)
    }
  })
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged && poller.getSnapshot().matches('updateAvailable')) {
      window.location.assign(toLocation.href)
    }
  })
  poller.start()
  return poller
}
