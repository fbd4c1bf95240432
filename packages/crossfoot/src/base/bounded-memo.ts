/**
 * A memo of what is read from strings that repeat across figures and answers
 * (field names, row labels, source lines), kept module-wide so every Checker
 * shares it, and bounded for long-lived processes: past `limit` entries it
 * starts again empty. (Clearing all at once, not evicting the oldest, keeps
 * a hit to one map look-up; the few labels in use are read again once.)
 */
export class BoundedMemo<V> {
  private readonly map = new Map<string, V>();

  /** @param read what the memo remembers: a pure function of the key. */
  constructor(
    private readonly read: (key: string) => V,
    private readonly limit = 10_000,
  ) {}

  /** `read(key)`, read once and remembered. */
  get(key: string): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = this.read(key);
      if (this.map.size >= this.limit) this.map.clear();
      this.map.set(key, value);
    }
    return value;
  }
}
