/** Matching pact interactions to OpenAPI operations, for the coverage test. */

export interface Operation {
  id: string
  method: string
  path: string
  statuses: string[]
  pattern: RegExp
  /** Path parameters in the template; literal paths win over templated ones. */
  params: number
}

export interface PactInteraction {
  description: string
  request: { method: string; path: string }
  response: { status: number }
}

interface Spec {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: object; 'x-consumer'?: string }>
  >
}

const methods = ['get', 'put', 'post', 'delete', 'patch']

export function operationsOf(spec: Spec): Operation[] {
  const operations: Operation[] = []
  for (const [template, item] of Object.entries(spec.paths)) {
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
    for (const method of methods) {
      const op = item[method]
      if (!op?.operationId) continue
      // Called by a payment provider, not by the shop: no shop pact can cover it.
      if (op['x-consumer'] && op['x-consumer'] !== 'shop') continue
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path: template,
        statuses: Object.keys(op.responses ?? {}),
        pattern: new RegExp(`^${source}$`),
        params: (template.match(/\{/g) ?? []).length,
      })
    }
  }
  return operations
}

export function operationOfInteraction(operations: Operation[], interaction: PactInteraction) {
  const { method, path } = interaction.request
  return operations
    .filter((op) => op.method === method.toUpperCase() && op.pattern.test(decodeURI(path)))
    .sort((a, b) => a.params - b.params)[0]
}
