/** The part of a ViewTransition we touch (document.startViewTransition's answer). */
interface TransitionLike {
  ready: Promise<unknown>
  finished: Promise<unknown>
  updateCallbackDone: Promise<unknown>
}

export interface PageTransitionEnv {
  startViewTransition?: ((update: () => Promise<void>) => TransitionLike) | undefined
  reducedMotion: () => boolean
}

const ignore = () => {}

function browserEnv(): PageTransitionEnv {
  const doc = typeof document === 'undefined' ? undefined : document
  return {
    startViewTransition:
      typeof doc?.startViewTransition === 'function'
        ? (update) => doc.startViewTransition(update)
        : undefined,
    reducedMotion: () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
  }
}

/**
 * Runs a route change inside a view transition where the browser has them and the visitor did
 * not ask for reduced motion (then the page just changes). A second navigation while one
 * animates skips the first: its `ready` and `finished` then reject with an AbortError
 * («Transition was skipped»), which the router leaves unhandled. That is no failure here: both
 * are caught; the page change itself (`updateCallbackDone`) still reports its own errors.
 */
export function startPageTransition(
  update: () => Promise<void>,
  env: PageTransitionEnv = browserEnv(),
): Promise<unknown> {
  if (!env.startViewTransition || env.reducedMotion()) return update()
  const transition = env.startViewTransition(update)
  transition.ready.catch(ignore)
  transition.finished.catch(ignore)
  return transition.updateCallbackDone
}
