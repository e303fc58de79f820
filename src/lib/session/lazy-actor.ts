import type { AnyActorRef, EventFrom } from 'xstate'

/**
 * An actor started on first use: its machine's code is loaded when the first event is sent to
 * it (or `started()` is asked), so pages that never use it do not carry the code. Until then
 * there is no snapshot: `current` is null, and readers say what the actor says at rest.
 */
export interface LazyActor<A extends AnyActorRef> {
  /** The running actor, or null before its first use. */
  readonly current: A | null
  /** Sends the event, loading and starting the actor first when it has not run yet. */
  send: (event: EventFrom<A>) => void
  /** Loads and starts the actor when it has not run yet; the running actor. */
  started: () => Promise<A>
  /** Told once, when the actor starts (for React's useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void
}

export function lazyActor<A extends AnyActorRef>(load: () => Promise<A>): LazyActor<A> {
  let actor: A | null = null
  let loading: Promise<A> | null = null
  const listeners = new Set<() => void>()
  const started = () => {
    loading ??= load().then(
      (loaded) => {
        actor = loaded
        for (const listener of listeners) listener()
        return loaded
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again on the next use.
        loading = null
        throw error
      },
    )
    return loading
  }
  return {
    get current() {
      return actor
    },
    send: (event) => {
      if (actor) actor.send(event)
      else
        started().then(
          (loaded) => loaded.send(event),
          (error: unknown) => console.error('Actor code failed to load', error),
        )
    },
    started,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
