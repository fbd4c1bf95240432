/**
 * `values.filter(keep)`, but `values` itself when every value is kept.
 *
 * Scopes are narrowed again and again (to the periods, rows and names a
 * sentence gives), and most narrowings keep everything: a sentence "in 2024"
 * over a table of 2024 and 2023 keeps every cell. Returning the same array
 * then is no mere saving of a copy: the Checker keys its work on scope
 * arrays (their lines and named rows, their derivation operands and sorted
 * pools), so an unnarrowed scope finds that work already done instead of
 * doing it again for an equal copy.
 */
export function narrowed<T>(values: readonly T[], keep: (v: T) => boolean): readonly T[] {
  for (let i = 0; i < values.length; i++) {
    if (keep(values[i] as T)) continue;
    // The first value dropped: copy what came before, then filter the rest.
    const out = values.slice(0, i);
    for (let j = i + 1; j < values.length; j++) {
      const v = values[j] as T;
      if (keep(v)) out.push(v);
    }
    return out;
  }
  return values;
}
