/**
 * Whether two values read by `JSON.parse` would print alike with
 * `JSON.stringify`: the same arrays, the same keys in the same order, the
 * same strings, numbers (0 and -0 print alike), booleans and nulls.
 *
 * Why not compare the two printed strings: eval compares each case's inline
 * sources with the previous case's, and in most case files they differ, so a
 * walk that stops at the first difference (and builds no string) does a
 * fraction of the work. Iterative, so a deeply nested value cannot overflow
 * the stack.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!bothObjects(a, b)) return false;
  // Pairs of objects still to compare, as [x, y] flattened; taken from the
  // end. Strings, numbers, booleans and nulls are compared where they are
  // met: most of a case's sources are numbers, and pushing one onto this
  // list of objects would box it.
  const stack: object[] = [a as object, b as object];
  while (stack.length > 0) {
    const y = stack.pop() as object;
    const x = stack.pop() as object;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      // Pushed from the end, so the first elements are compared first.
      for (let i = x.length - 1; i >= 0; i--) {
        const u: unknown = x[i];
        const v: unknown = y[i];
        if (u === v) continue;
        if (!bothObjects(u, v)) return false;
        stack.push(u as object, v as object);
      }
      continue;
    }
    if (Array.isArray(y)) return false;
    const xs = x as Record<string, unknown>;
    const ys = y as Record<string, unknown>;
    const keys = Object.keys(xs);
    const others = Object.keys(ys);
    if (keys.length !== others.length) return false;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== others[i]) return false;
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string;
      const u = xs[k];
      const v = ys[k];
      if (u === v) continue;
      if (!bothObjects(u, v)) return false;
      stack.push(u as object, v as object);
    }
  }
  return true;
}

/** Whether both are objects or arrays (two values that are not the same primitive must both be, to print alike). */
function bothObjects(x: unknown, y: unknown): boolean {
  return typeof x === "object" && typeof y === "object" && x !== null && y !== null;
}
