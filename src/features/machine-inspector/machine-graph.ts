import type { AnyActorLogic, AnyStateMachine, StateValue } from 'xstate'

/** One state of a machine's definition, with its transitions, as the panel draws it. */
export interface StateGraphNode {
  /** The state's id, `machine.parent.child`. */
  id: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  transitions: readonly { event: string; targets: readonly string[]; guard?: string }[]
  children: readonly StateGraphNode[]
}

interface DefinitionNode {
  id: string
  key: string
  type: StateGraphNode['type']
  states: Record<string, DefinitionNode>
  transitions: Map<string, readonly DefinitionTransition[]>
  always?: readonly DefinitionTransition[]
}

interface DefinitionTransition {
  eventType: string
  target?: readonly { id: string }[]
  guard?: string | { type?: string } | ((...args: never[]) => unknown)
}

/** The state tree of a machine's definition; null for logic that is not a state machine. */
export function machineGraph(logic: AnyActorLogic | undefined): StateGraphNode | null {
  const root = (logic as Partial<AnyStateMachine> | undefined)?.root as DefinitionNode | undefined
  return root?.states ? toGraph(root) : null
}

function toGraph(node: DefinitionNode): StateGraphNode {
  const edge = (event: string, transition: DefinitionTransition) => {
    const guard = guardName(transition.guard)
    return {
      event,
      targets: (transition.target ?? []).map((target) => target.id),
      ...(guard ? { guard } : {}),
    }
  }
  const transitions = [...node.transitions.values()]
    .flat()
    .map((transition) => edge(readableEvent(transition.eventType), transition))
  const always = (node.always ?? []).map((transition) => edge('always', transition))
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    transitions: [...transitions, ...always],
    children: Object.values(node.states).map(toGraph),
  }
}

function guardName(guard: DefinitionTransition['guard']): string | undefined {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline'
  return guard.type
}

/** Delayed transitions are named `xstate.after.<delay>.<state id>`; show the delay. */
function readableEvent(eventType: string): string {
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (delayed) return `after ${delayed[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (failed) return `error: ${failed[1]}`
  return eventType
}

/** The ids of the states a snapshot's value is in (`cart.request.busy.loading` and its parents). */
export function activeStateIds(machineId: string, value: StateValue): ReadonlySet<string> {
  const ids = new Set<string>([machineId])
  const walk = (prefix: string, current: StateValue) => {
    if (typeof current === 'string') {
      ids.add(`${prefix}.${current}`)
      return
    }
    for (const [key, child] of Object.entries(current)) {
      ids.add(`${prefix}.${key}`)
      if (child) walk(`${prefix}.${key}`, child)
    }
  }
  walk(machineId, value)
  return ids
}
