import { useState, useSyncExternalStore } from 'react'
import type { InspectedActor, InspectionStore } from './inspection-store.ts'
import * as css from './MachineInspector.css.ts'
import { activeStateIds, machineGraph, type StateGraphNode } from './machine-graph.ts'
import { inspectorTexts as t } from './texts.ts'

/**
 * The local machine inspector (development only, no network): every live actor with its state,
 * context and last events, and its machine's states and transitions with the active ones marked.
 */
export function MachineInspector({
  store,
  initiallyOpen = false,
}: {
  store: InspectionStore
  initiallyOpen?: boolean
}) {
  const actors = useSyncExternalStore(store.subscribe, store.getActors, store.getActors)
  const [open, setOpen] = useState(initiallyOpen)
  const [chosen, setChosen] = useState<string | null>(null)
  const actor = actors.find((candidate) => candidate.sessionId === chosen) ?? actors[0]
  return (
    <aside className={css.dock} aria-label={t.title}>
      {open ? (
        <section className={css.panel} aria-label={t.title}>
          <nav aria-label={t.actors}>
            <h2 className={css.heading}>{t.actors}</h2>
            {actors.length === 0 ? <p>{t.noActors}</p> : null}
            {actors.map((candidate) => (
              <button
                key={candidate.sessionId}
                type="button"
                className={css.actorButton}
                aria-pressed={candidate === actor}
                onClick={() => setChosen(candidate.sessionId)}
              >
                {candidate.name}
              </button>
            ))}
            <p>{t.hosted}</p>
          </nav>
          {actor ? <ActorDetails actor={actor} /> : <div />}
        </section>
      ) : null}
      <button
        type="button"
        className={css.toggle}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t.close : t.open}
      </button>
    </aside>
  )
}

function ActorDetails({ actor }: { actor: InspectedActor }) {
  const snapshot = (actor.snapshot ?? {}) as { value?: unknown; context?: unknown; status?: string }
  const graph = machineGraph(actor.logic)
  const active =
    graph && snapshot.value !== undefined
      ? activeStateIds(graph.id, snapshot.value as Parameters<typeof activeStateIds>[1])
      : new Set<string>()
  return (
    <section aria-label={actor.name}>
      <h2 className={css.heading}>{t.state}</h2>
      <pre className={css.code} data-testid="inspector-state">
        {readable(snapshot.value ?? null)}
      </pre>
      <p>
        {t.status}: {snapshot.status}
      </p>
      <h2 className={css.heading}>{t.context}</h2>
      <pre className={css.code}>{readable(snapshot.context ?? null)}</pre>
      <h2 className={css.heading}>{t.events}</h2>
      {actor.events.length === 0 ? <p>{t.noEvents}</p> : null}
      <ol aria-label={t.events}>
        {actor.events.map((event) => (
          <li key={`${event.at}-${event.type}`}>{event.type}</li>
        ))}
      </ol>
      <h2 className={css.heading}>{t.chart}</h2>
      {graph ? <StateTree node={graph} active={active} /> : <p>{t.notAMachine}</p>}
    </section>
  )
}

function StateTree({ node, active }: { node: StateGraphNode; active: ReadonlySet<string> }) {
  const isActive = active.has(node.id)
  return (
    <ul className={css.tree}>
      <li className={css.stateBox} aria-current={isActive ? 'true' : undefined}>
        <strong>{node.key}</strong> <small>{node.type}</small>
        {isActive ? <small> · {t.active}</small> : null}
        {node.transitions.map((transition) => (
          <div key={`${transition.event}→${transition.targets.join()}`} className={css.transition}>
            {transition.event}
            {transition.guard ? ` [${transition.guard}]` : ''} →{' '}
            {transition.targets.map(shortId).join(', ') || '·'}
          </div>
        ))}
        {node.children.map((child) => (
          <StateTree key={child.id} node={child} active={active} />
        ))}
      </li>
    </ul>
  )
}

const shortId = (id: string) => id.split('.').slice(1).join('.') || id

/** JSON for the panel: actor references by id, no cycles. */
function readable(value: unknown): string {
  const seen = new WeakSet<object>()
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (item && typeof item === 'object') {
        if ('sessionId' in item && 'send' in item) return `[actor ${String(item.sessionId)}]`
        if (seen.has(item)) return '[…]'
        seen.add(item)
      }
      return item
    },
    2,
  )
}
