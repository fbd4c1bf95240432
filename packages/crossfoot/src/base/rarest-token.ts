/**
 * Items indexed by the rarest of their tokens (by `frequency`), so a look-up
 * by any word finds the few items whose rarest word it is, instead of every
 * item that shares a common one.
 */
export function indexByRarest<T>(
  items: Iterable<T>,
  tokensOf: (item: T) => readonly string[],
  frequency: ReadonlyMap<string, number>,
): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const item of items) {
    const tokens = tokensOf(item);
    let rarest = tokens[0] as string;
    for (const t of tokens) {
      if ((frequency.get(t) ?? 0) < (frequency.get(rarest) ?? 0)) rarest = t;
    }
    const list = index.get(rarest);
    if (list) list.push(item);
    else index.set(rarest, [item]);
  }
  return index;
}
