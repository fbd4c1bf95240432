import type { SourceValue } from "@crossfoot/sources";
import type { LabelEntry } from "../places/label-entry.js";

// Work kept on long-lived lists is dropped past this many lists, so a
// Checker that reads answer after answer (whose bound scopes come and go)
// does not grow without end.
const MAX_LISTS = 1024;

/**
 * Binding's reusable work for one Checker, in plain maps keyed by the row
 * lists and scopes of the sources, which live as long as the Checker. (Work
 * on a sentence's contexts, which live for one answer, is kept on the
 * contexts themselves: see `slotsOf`.) Plain maps, not weak maps keyed on
 * the same objects: setting a weak map entry costs hundreds of nanoseconds,
 * with every entry traced again by each garbage collection.
 */
export class BindingMemo {
  /** A row list's distinct labels. */
  readonly entries = new Map<readonly string[], readonly LabelEntry[]>();
  /** A long row list's labels by their rarest word. */
  readonly indexes = new Map<readonly string[], Map<string, LabelEntry[]>>();
  /** The lines of a scope's values. */
  readonly lines = new Map<readonly SourceValue[], readonly string[]>();

  /** Called as each answer starts: past a bound, forget the kept lists. */
  startAnswer(): void {
    if (this.lines.size > MAX_LISTS) this.lines.clear();
    if (this.entries.size + this.indexes.size > MAX_LISTS) {
      this.entries.clear();
      this.indexes.clear();
    }
  }
}

/** `map.get(key)`, made with `make` and kept when missing; `make` alone without a map. */
export function kept<K, V>(map: Map<K, V> | undefined, key: K, make: () => V): V {
  if (!map) return make();
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
