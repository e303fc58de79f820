/**
 * A value derived from an object once, kept as long as the object lives: for what search
 * reads from its query context (the makes, the vocabulary), which is read again every few
 * minutes as a new object, while every keystroke asks.
 */
export function derivedOnce<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const derived = new WeakMap<K, V>()
  return (key) => {
    if (derived.has(key)) return derived.get(key) as V
    const value = derive(key)
    derived.set(key, value)
    return value
  }
}
