/**
 * A loader that starts each download once per page life: later calls with
 * the same key share the first promise. A failed load is forgotten, so the
 * next call tries again instead of repeating the failure.
 */
export function cachedLoad<Key, Value>(
  load: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const loads = new Map<Key, Promise<Value>>();
  return (key) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      pending.catch(() => loads.delete(key));
      loads.set(key, pending);
    }
    return pending;
  };
}
