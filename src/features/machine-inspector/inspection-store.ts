import type { ActorRefLike, AnyActorLogic, InspectionEvent, Observer, Snapshot } from 'xstate'

/** What the panel shows of one live actor. */
export interface InspectedActor {
  sessionId: string
  /** The actor's id, or its machine's id for the root actors the shop starts. */
  name: string
  /** The machine (or other logic) the actor runs, for its chart. */
  logic: AnyActorLogic | undefined
  /** The snapshot after the actor's last step (value, context, status); none before it starts. */
  snapshot: Snapshot<unknown> | undefined
  /** The newest first, at most `eventsKept`. */
  events: readonly { type: string; at: number }[]
}

export interface InspectionStore {
  /** Hand to `createActor(…, { inspect })`: every actor created with it shows up here. */
  observer: Observer<InspectionEvent>
  subscribe(listener: () => void): () => void
  /** A new array whenever something changed (for useSyncExternalStore). */
  getActors(): readonly InspectedActor[]
}

export const eventsKept = 10

/** Collects what XState's inspection API reports, in memory, for the local inspector. */
export function createInspectionStore(now: () => number = Date.now): InspectionStore {
  const actors = new Map<string, InspectedActor>()
  const listeners = new Set<() => void>()
  let list: readonly InspectedActor[] = []

  const changed = () => {
    list = [...actors.values()]
    for (const listener of listeners) listener()
  }
  const update = (actorRef: ActorRefLike, change: (actor: InspectedActor) => InspectedActor) => {
    const known = actors.get(actorRef.sessionId) ?? describe(actorRef)
    actors.set(actorRef.sessionId, change(known))
    changed()
  }

  return {
    observer: {
      next(inspection) {
        const { actorRef } = inspection
        if (inspection.type === '@xstate.actor') update(actorRef, (actor) => actor)
        else if (
          inspection.type === '@xstate.event' &&
          !inspection.event.type.startsWith('xstate.')
        ) {
          const event = { type: inspection.event.type, at: now() }
          update(actorRef, (actor) => ({
            ...actor,
            events: [event, ...actor.events].slice(0, eventsKept),
          }))
        } else if (inspection.type === '@xstate.snapshot') {
          update(actorRef, (actor) => ({ ...actor, snapshot: inspection.snapshot }))
        }
      },
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getActors: () => list,
  }
}

/** What an inspected actor carries besides ActorRefLike (every XState actor has both). */
interface ActorDetails {
  id?: string
  logic?: AnyActorLogic & { id?: string }
}

function describe(actorRef: ActorRefLike): InspectedActor {
  const { id = '', logic } = actorRef as ActorRefLike & ActorDetails
  // Root actors get a generated id (`x:0`): their machine's id names them better.
  const name = id && !/^x:\d+$/.test(id) ? id : (logic?.id ?? id)
  return {
    sessionId: actorRef.sessionId,
    name,
    logic,
    // Reading it now would throw: the actor is announced while it initialises itself.
    snapshot: undefined,
    events: [],
  }
}
