/**
 * A memo of one entry: what was worked out for the last key asked about.
 * For work on one sentence's lists, asked for again and again while that
 * sentence is judged and never after. It keeps one list alive, where a
 * module-wide weak map would keep many: V8's young-generation collector keeps
 * the values of such a map alive while their keys are young, so the lists of
 * every answer checked since the last collection would survive it and be
 * promoted to the old generation.
 */
export class LastMemo<K extends object, V> {
  private key: K | undefined;
  private value: V | undefined;

  /** @param read what the memo remembers: a pure function of the key. */
  constructor(private readonly read: (key: K) => V) {}

  /** `read(key)`, read again only when the key is not the last one. */
  get(key: K): V {
    if (key !== this.key) {
      // Read before the key is kept: a read that throws leaves no stale entry.
      const value = this.read(key);
      this.key = key;
      this.value = value;
    }
    return this.value as V;
  }
}
