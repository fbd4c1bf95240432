/**
 * Every verdict a claim can get. Three pass; every other status fails, so
 * what crossfoot cannot prove fails closed.
 */
export const STATUSES = [
  "supported_exact",
  "supported_rounded",
  "derived",
  "contradicted",
  "wrong_record",
  "wrong_row",
  "wrong_period",
  "wrong_entity",
  "ambiguous",
  "arithmetic_error",
  "unsupported",
  "uncited",
  "unknown_citation",
] as const;

/** A claim's verdict. */
export type Status = (typeof STATUSES)[number];

/** The statuses that pass. */
export const PASSING_STATUSES: ReadonlySet<Status> = new Set<Status>([
  "supported_exact",
  "supported_rounded",
  "derived",
]);

/**
 * Whether a status passes: one of {@link PASSING_STATUSES}, compared
 * directly (it is asked for every claim, several times, and three string
 * comparisons cost less than a set look-up).
 */
export function isPassing(status: Status): boolean {
  return status === "supported_exact" || status === "supported_rounded" || status === "derived";
}

/** One line per status, for help texts and reports. */
export const STATUS_MEANINGS: Readonly<Record<Status, string>> = {
  supported_exact: "equals a source value",
  supported_rounded: "a rounding of a source value at the precision the answer states",
  derived: "equals a derivation of source values, and the direction words agree",
  contradicted: "magnitude matches a derivation, but the wording states the opposite direction",
  wrong_record: "the value exists, but in a record the sentence does not cite",
  wrong_row: "the value is in a table row other than the one the sentence names",
  wrong_period: "the value belongs to another period than the one the sentence names",
  wrong_entity: "the value belongs to another subject than the one the sentence names",
  ambiguous: "candidate values disagree and none is preferred",
  arithmetic_error: "a written calculation whose stated result is wrong at its stated precision",
  unsupported: "no source value or derivation matches at the stated precision",
  uncited: "grounded, but citations are required and the sentence cites nothing",
  unknown_citation: "the sentence cites only ids that no source has",
};
