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
  readonly entries = new Map<object, Slots>();

  /** @internal The value stored for `owner` under `key`, made by `make` on first use. */
  get<T>(owner: object, key: CacheKey, make: () => T): T {
    let slots = this.entries.get(owner);
    if (!slots) this.entries.set(owner, (slots = new Slots()));
    const known = slots[key];
    if (known !== undefined) return known as T;
    const value = make();
    slots[key] = value;
    return value;
  }

  /** Drop every entry. */
  clear(): void {
    this.entries.clear();
  }
}

/** The kinds of work kept per operand list or pool. */
export type CacheKey =
  | "pools"
  | "groups"
  | "years"
  | "orderedShare"
  | "average_n"
  | "sum_n"
  | "subsets"
  | "pairSums";

/**
 * One owner's kept work, a slot per kind (undefined until made: no kept
 * value is undefined). An object of one fixed shape rather than a map per
 * owner: a search makes several owners (an operand list, its pools), and a
 * map each, hashed again for every kind, cost more than the look-ups saved.
 */
class Slots {
  pools: unknown = undefined;
  groups: unknown = undefined;
  years: unknown = undefined;
  orderedShare: unknown = undefined;
  average_n: unknown = undefined;
  sum_n: unknown = undefined;
  subsets: unknown = undefined;
  pairSums: unknown = undefined;
}

/** `make()` through the cache when there is one, else fresh. */
export function cached<T>(
  cache: DeriveCache | undefined,
  owner: object,
  key: CacheKey,
  make: () => T,
): T {
  return cache ? cache.get(owner, key, make) : make();
}

/**
 * The value stored for `owner` under `key`, if any: asked first, so the
 * closure that makes a value is made only when one is missing (a checker
 * searches every figure in the same pools, and most asks find the value).
 */
export function peek<T>(
  cache: DeriveCache | undefined,
  owner: object,
  key: CacheKey,
): T | undefined {
  return cache?.entries.get(owner)?.[key] as T | undefined;
}
