/**
 * Query strings the way the shop writes them (docs/product.md#routes):
 * `marks[]=man&marks[]=daf&s=тормоз`, not JSON. Keys ending in `[]` are arrays; other keys are
 * strings (the last one wins).
 */
export type SearchRecord = Record<string, string | string[]>

export function parseSearch(searchStr: string): SearchRecord {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const result: SearchRecord = {}
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2)
      const list = result[key]
      result[key] = Array.isArray(list) ? [...list, value] : [value]
    } else {
      result[rawKey] = value
    }
  }
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item))
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString().replaceAll('%5B%5D=', '[]=')
  return text ? `?${text}` : ''
}
