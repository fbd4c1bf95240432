import { Checker, type CheckOptions, CheckOptionsSchema } from "crossfoot";

/**
 * Separates the integration's own option names from crossfoot's checker
 * options and validates the latter now, so a misspelt option fails where it
 * is written instead of passing silently.
 */
export function splitOptions(
  owner: string,
  options: object,
  ownKeys: readonly string[],
): CheckOptions {
  const known = [...Object.keys(CheckOptionsSchema.shape), "pack"];
  const checkOptions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (ownKeys.includes(key) || value === undefined) continue;
    if (!known.includes(key)) {
      throw new TypeError(
        `${owner}: unknown option "${key}" (known: ${[...ownKeys, ...known].join(", ")})`,
      );
    }
    checkOptions[key] = value;
  }
  // The checker validates the types (e.g. allowRounding must be a boolean).
  new Checker([], checkOptions as CheckOptions);
  return checkOptions as CheckOptions;
}
