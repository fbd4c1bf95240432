/** A `Map` that keeps only the `limit` most recently used entries, so memory stays bounded. */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly limit: number) {}

  has(key: K): boolean {
    return this.map.has(key);
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Re-insert: a Map iterates in insertion order, so the oldest entry comes first.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): this {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as K);
    return this;
  }
}
