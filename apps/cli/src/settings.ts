import type { CheckOptions } from "crossfoot";
import type { Config } from "./config.js";
import { CliError } from "./errors.js";
import { POLICIES, POLICY_NAMES, type PolicyName } from "./policy.js";

/** The options one check runs with, after the policy, the config and the flags. */
export interface CheckSettings {
  readonly options: CheckOptions;
  /** Relative tolerance for otherwise unsupported figures; 0 is none. */
  readonly tolerance: number;
}

/** What the command line sets; every key is optional. */
export interface SettingFlags {
  readonly policy?: string;
  readonly requireCitations?: boolean;
  readonly strict?: boolean;
  readonly noDerived?: boolean;
  readonly tolerance?: string;
  readonly maxCoincidence?: string;
}

/** Parse a numeric flag; an empty value is an error, never 0. */
export function numberFlag(
  name: string,
  value: string,
  valid: (x: number) => boolean,
  rule: string,
): number {
  const x = value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(x) || !valid(x)) {
    throw new CliError(`${name} must be ${rule}, got ${JSON.stringify(value)}`);
  }
  return x;
}

/**
 * Merge, later winning: the policy's preset (the flag's, else the config's),
 * the config's own keys, then the flags.
 */
export function resolveSettings(config: Config, flags: SettingFlags): CheckSettings {
  const policyName = flags.policy ?? config.policy;
  if (policyName !== undefined && !(POLICY_NAMES as readonly string[]).includes(policyName)) {
    throw new CliError(
      `--policy must be ${POLICY_NAMES.join(" or ")}, got ${JSON.stringify(policyName)}`,
    );
  }
  const policy = policyName === undefined ? undefined : POLICIES[policyName as PolicyName];
  const { policy: _policy, tolerance: configTolerance, ...configOptions } = config;
  const options: Record<string, unknown> = { ...policy?.options, ...configOptions };
  if (flags.requireCitations) options.requireCitations = true;
  if (flags.strict) options.allowRounding = false;
  if (flags.noDerived) options.allowDerived = false;
  if (flags.maxCoincidence !== undefined) {
    options.maxCoincidence = numberFlag(
      "--max-coincidence",
      flags.maxCoincidence,
      (x) => x > 0,
      "a number above 0",
    );
  }
  let tolerance = configTolerance ?? policy?.tolerance ?? 0;
  if (flags.tolerance !== undefined) {
    tolerance = numberFlag(
      "--tolerance",
      flags.tolerance,
      (x) => x >= 0 && x < 1,
      "a number from 0 to below 1 (0.01 is 1%)",
    );
  }
  return { options: options as CheckOptions, tolerance };
}
