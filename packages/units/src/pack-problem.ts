/** How a value is named in an error message: its type, and the value when short. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `${JSON.stringify(value.slice(0, 40))} (a string)`;
  if (typeof value === "object") return "an object";
  return `${String(value)} (a ${typeof value})`;
}

/** What each field of a pack's entries must be: a check and the words for it. */
type FieldRule = readonly [string, (v: unknown) => boolean, string, "optional"?];
const nonEmptyString = (v: unknown) => typeof v === "string" && v.length > 0;
const isBoolean = (v: unknown) => typeof v === "boolean";
const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const stringList = (v: unknown) => Array.isArray(v) && v.every(nonEmptyString);
const NON_EMPTY = "a non-empty string";
const WORDS = "an array of non-empty strings";
const PACK_LISTS: readonly [string, readonly FieldRule[]][] = [
  [
    "scales",
    [
      ["word", nonEmptyString, NON_EMPTY],
      ["exponent", (v) => Number.isInteger(v), "a whole number"],
      ["name", nonEmptyString, NON_EMPTY],
      ["attachedOnly", isBoolean, "true or false", "optional"],
      ["caseSensitive", isBoolean, "true or false", "optional"],
    ],
  ],
  [
    "currencies",
    [
      ["code", nonEmptyString, NON_EMPTY],
      ["symbols", stringList, WORDS],
      ["dollar", isBoolean, "true or false", "optional"],
      ["names", stringList, WORDS, "optional"],
    ],
  ],
  [
    "units",
    [
      ["symbol", nonEmptyString, NON_EMPTY],
      ["aliases", stringList, WORDS],
      ["dimension", nonEmptyString, NON_EMPTY],
      ["factor", (v) => finite(v) && v !== 0, "a finite number other than 0"],
      ["offset", finite, "a finite number", "optional"],
    ],
  ],
];

/**
 * The first problem with a unit pack, in words, or undefined when it is well
 * formed: every list an array, every entry an object whose fields have the
 * types `defineUnitPack` gives them. For callers that take a pack from
 * outside (options, configs) and must refuse a bad one with a clear error.
 *
 * @example
 * unitPackProblem({ name: "x", scales: [], currencies: [], units: [{ symbol: "bbl" }] });
 * // "units[0].aliases must be an array of non-empty strings, got undefined"
 */
export function unitPackProblem(pack: unknown): string | undefined {
  if (pack === null || typeof pack !== "object" || Array.isArray(pack)) {
    return `expected a unit pack from defineUnitPack ({ name, scales, currencies, units }), got ${describeValue(pack)}`;
  }
  const record = pack as Record<string, unknown>;
  if (!nonEmptyString(record.name)) {
    return `"name" must be a non-empty string, got ${describeValue(record.name)}`;
  }
  for (const [list, rules] of PACK_LISTS) {
    const entries = record[list];
    if (!Array.isArray(entries)) return `"${list}" must be an array, got ${describeValue(entries)}`;
    for (let i = 0; i < entries.length; i++) {
      const entry: unknown = entries[i];
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        return `${list}[${i}] must be an object, got ${describeValue(entry)}`;
      }
      for (const [field, ok, expected, optional] of rules) {
        const value = (entry as Record<string, unknown>)[field];
        if (value === undefined && optional) continue;
        if (!ok(value))
          return `${list}[${i}].${field} must be ${expected}, got ${describeValue(value)}`;
      }
    }
  }
  return undefined;
}
