import type { SourceValue } from "@crossfoot/sources";
import type { LabelEntry, SentenceContext } from "./binding.js";

// Work kept on long-lived lists is dropped past this many lists, so a
// Checker that reads answer after answer (whose bound scopes come and go)
// does not grow without end.
const MAX_LISTS = 1024;

/**
 * Binding's reusable work for one Checker, in plain maps. The keys are a
 * sentence's contexts (made afresh for every answer, so forgotten when the
 * next answer starts) and the row lists and scopes of the sources (kept).
 * Plain maps, not weak maps keyed on the same objects: a check makes dozens
 * of these entries, and setting a weak map entry costs hundreds of
 * nanoseconds, with every entry traced again by each garbage collection.
 */
export class BindingMemo {
  /** A context's key for the bound-scope cache. Per answer. */
  readonly contextKeys = new Map<SentenceContext, string>();
  /** A context with synonyms added. Per answer. */
  readonly synonyms = new Map<SentenceContext, SentenceContext>();
  /** The rows a context names, by row list. Per answer. */
  readonly named = new Map<SentenceContext, Map<readonly string[], ReadonlySet<string>>>();
  /** A row list's distinct labels. */
  readonly entries = new Map<readonly string[], readonly LabelEntry[]>();
  /** A long row list's labels by their rarest word. */
  readonly indexes = new Map<readonly string[], Map<string, LabelEntry[]>>();
  /** The lines of a scope's values, all and labelled only. */
  readonly lines = new Map<readonly SourceValue[], readonly string[]>();
  readonly labelledLines = new Map<readonly SourceValue[], readonly string[]>();

  /** Forget the last answer's contexts (and, past a bound, the kept lists). */
  startAnswer(): void {
    // Map.clear() makes a new table even for an empty map: clear only what was used.
    if (this.contextKeys.size > 0) this.contextKeys.clear();
    if (this.synonyms.size > 0) this.synonyms.clear();
    if (this.named.size > 0) this.named.clear();
    if (this.lines.size + this.labelledLines.size > MAX_LISTS) {
      this.lines.clear();
      this.labelledLines.clear();
    }
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
