/**
 * Work the derivation search can reuse across targets searched in the same
 * operands: the operands split into amounts and percentages and sorted, their
 * groups, year buckets and subset sums. Create one per set of operands you
 * search repeatedly (a checker's sources) and pass it as
 * `DeriveOptions.cache`; it holds its entries until it is dropped, keyed by
 * the identity of the operand arrays, so pass the same arrays each time and
 * never mutate one after a search.
 *
 * @example
 * const cache = new DeriveCache();
 * for (const target of targets) findDerivations(target, operands, { cache });
 */
export class DeriveCache {
  /** @internal */
  readonly entries = new Map<object, Map<string, unknown>>();

  /** @internal The value stored for `owner` under `key`, made by `make` on first use. */
  get<T>(owner: object, key: string, make: () => T): T {
    let byKey = this.entries.get(owner);
    if (!byKey) this.entries.set(owner, (byKey = new Map()));
    if (byKey.has(key)) return byKey.get(key) as T;
    const value = make();
    byKey.set(key, value);
    return value;
  }

  /** Drop every entry. */
  clear(): void {
    this.entries.clear();
  }
}

/** `make()` through the cache when there is one, else fresh. */
export function cached<T>(
  cache: DeriveCache | undefined,
  owner: object,
  key: string,
  make: () => T,
): T {
  return cache ? cache.get(owner, key, make) : make();
}

/**
 * The value stored for `owner` under `key`, if any: asked first, so the
 * closure that makes a value is made only when one is missing (a checker
 * searches every figure in the same pools, and most asks find the value).
 */
export function peek<T>(cache: DeriveCache | undefined, owner: object, key: string): T | undefined {
  return cache?.entries.get(owner)?.get(key) as T | undefined;
}
