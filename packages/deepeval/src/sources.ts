function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** The first of `keys` that `value` has, if `value` is an object. */
export function pick(value: unknown, keys: readonly string[]): [string, unknown] | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  for (const key of keys) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && v !== null) return [key, v];
  }
  return undefined;
}

/** Sources must be what `check()` takes as a whole: a list, or one record or table. */
export function checkSources(owner: string, where: string, sources: unknown): unknown {
  if (typeof sources === "string") return [sources];
  if (typeof sources !== "object" || sources === null) {
    throw new TypeError(
      `${owner}: ${where} must be a list of strings and records, one record, or text; got ${describe(sources)}`,
    );
  }
  return sources;
}

/** The answer a scorer checks: text, never an object serialised behind the caller's back. */
export function checkAnswer(owner: string, output: unknown): string {
  if (typeof output !== "string") {
    throw new TypeError(`${owner}: the output must be the answer text, got ${describe(output)}`);
  }
  return output;
}
