import {
  ALL_OPERATIONS,
  type Derivation,
  type DerivationSearch,
  findDerivationsDetailed,
  OPERATIONS,
  type Operand,
  type Operation,
  type Target,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import { type DerivationEvidence, formatNumber } from "@crossfoot/verdict";
import { DEFAULT_MAX_COINCIDENCE } from "../base/options.js";
import type { CheckCache } from "../bind/check-cache.js";
import { comparable } from "../bind/compatible.js";
import type { DerivationScope } from "../bind/derivation-scope.js";
import { mixesNamedParts } from "../bind/named-parts.js";
import { sourceRef } from "../places/refs.js";
import { readContentWords } from "../read/content-words.js";
import type { DerivationHints } from "../read/derivation-hints.js";
import { FOUR_DIGITS } from "../read/figure-names.js";

/** The direction a claim states: its cue word, or an explicit sign on a change. */
export function statedDirection(claim: Mention): "increase" | "decrease" | undefined {
  if (claim.cue && !claim.cue.negated) return claim.cue.direction;
  if (claim.signed) return claim.negative ? "decrease" : "increase";
  return undefined;
}

const PAIR_CHANGES: ReadonlySet<Operation> = new Set<Operation>([
  "percent_change",
  "difference",
  "pp_change",
]);

/**
 * A change between two table rows of one period, which a sentence naming
 * several periods does not mean. (Two cells of one line that carry the same
 * period label, or text figures, are left alone: their periods are less sure.)
 */
function withinOnePeriod(d: Derivation<SourceValue>): boolean {
  if (!PAIR_CHANGES.has(d.operation) || d.operands.length !== 2) return false;
  const [a, b] = d.operands;
  if (a?.period === undefined || a.period.startsWith("~") || a.period !== b?.period) return false;
  const [x, y] = [a.ref, b.ref];
  return (
    x !== undefined &&
    y !== undefined &&
    x.location.type === "cell" &&
    y.location.type === "cell" &&
    x.recordId === y.recordId &&
    x.location.table === y.location.table &&
    x.location.row !== y.location.row &&
    x.rowLabel !== y.rowLabel
  );
}

// Changes between two periods, whose ends a span the sentence names fixes.
const SPAN_CHANGES: ReadonlySet<Operation> = new Set<Operation>([...PAIR_CHANGES, "cagr"]);

/**
 * A change between two years other than the two the sentence names as its
 * ends: "grew 20% from 2022 to 2024" is not 2023's to 2024's growth.
 */
function offTheEnds(d: Derivation<SourceValue>, ends: readonly [string, string]): boolean {
  if (!SPAN_CHANGES.has(d.operation) || d.operands.length !== 2) return false;
  const [a, b] = d.operands;
  const x = a?.period;
  const y = b?.period;
  if (x === undefined || y === undefined || !FOUR_DIGITS.test(x) || !FOUR_DIGITS.test(y))
    return false;
  if (x === y) return false;
  return !((x === ends[0] && y === ends[1]) || (x === ends[1] && y === ends[0]));
}

// Forms that add or subtract their operands as like quantities.
const ADDITIVE: ReadonlySet<Operation> = new Set<Operation>([
  "sum",
  "difference",
  "average",
  "sum_n",
  "average_n",
  "average_difference",
  "share_of_sum",
]);

/**
 * A sum, difference or average of a text figure that is a change with one
 * that is a level: "decreased $6.2 million to $35.5 million" adds up to the
 * year before's $41.7 million by construction, which proves nothing about a
 * figure said of this year. (A share of a change in a level is a relative
 * change, and stays.)
 */
function mixesChangesAndLevels(d: Derivation<SourceValue>, cache: CheckCache): boolean {
  if (!ADDITIVE.has(d.operation)) return false;
  let changes = 0;
  let levels = 0;
  for (const o of d.operands) {
    const v = o.ref;
    if (v?.location.type !== "text") continue;
    if (cache.places.of(v)?.change) changes++;
    else levels++;
  }
  return changes > 0 && levels > 0;
}

/**
 * Lines that take either sign, whose negative values are not sizes and whose
 * changes keep their sign even between two negatives: net flows ("Net cash used in operating activities"), net income,
 * profit or earnings. Other negative amounts (expenses, allowances, income
 * tax, depreciation) change by their size.
 */
const SIGNED_LINE = /\b(?:net|profit|earnings|activities|cash flows?)\b|\bincome\b(?! tax)/i;

const OPEN_BRACKET = 40;

/** The groups a value belongs to, for n-value sums and averages. */
function groupsOf(v: SourceValue, sentenceOf: DerivationHints["sentenceOf"]): string[] {
  const loc = v.location;
  if (loc.type === "cell") {
    return [
      `${v.recordId}:t${loc.table}:r${loc.row}`,
      `${v.recordId}:t${loc.table}:c${loc.columnIndex ?? loc.column}`,
    ];
  }
  // Figures of different sentences state different facts: no running total across them.
  const sentence = loc.type === "text" ? sentenceOf?.(v) : undefined;
  return [`${v.recordId}:${loc.type}${sentence === undefined ? "" : `:${sentence}`}`];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Operands for the derivation engine: the values a claim could be derived from. */
function operandsFor(
  claim: Mention,
  values: readonly SourceValue[],
  hints: DerivationHints,
  cache: CheckCache | undefined,
): readonly Operand<SourceValue>[] {
  // Without a written order the operands depend only on the values and on
  // which of them the claim's kind and currency can combine: built once, and
  // the same array lets the derivation engine reuse its sorted pools.
  if (hints.writtenOrder || hints.rowOrder || !cache)
    return buildOperands(claim, values, hints, cache);
  let lists = cache.operands.get(values);
  if (!lists) cache.operands.set(values, (lists = { any: undefined, amounts: new Map() }));
  if (claim.kind === "quantity") {
    // Quantities by dimension: a length derives only from lengths.
    const key = QUANTITY_KEYS[claim.dimension ?? ""] ?? `quantity:${claim.dimension}`;
    let operands = lists.amounts.get(key);
    if (!operands) lists.amounts.set(key, (operands = buildOperands(claim, values, hints, cache)));
    return operands;
  }
  if (claim.kind !== "money" && claim.kind !== "number")
    return (lists.any ??= buildOperands(claim, values, hints, cache));
  // Amounts by currency: the claim's own code, no key string made per search.
  const currency = claim.currency ?? "";
  let operands = lists.amounts.get(currency);
  if (!operands)
    lists.amounts.set(currency, (operands = buildOperands(claim, values, hints, cache)));
  return operands;
}

/** Cache keys of the operand lists of quantities, by dimension (no currency code has a colon). */
const QUANTITY_KEYS: Readonly<Record<string, string>> = {
  length: "quantity:length",
  mass: "quantity:mass",
  time: "quantity:time",
};

function buildOperands(
  claim: Mention,
  values: readonly SourceValue[],
  hints: DerivationHints,
  cache: CheckCache | undefined,
): Operand<SourceValue>[] {
  const operands: Operand<SourceValue>[] = [];
  for (const v of values) {
    // Percent claims derive from amounts (changes, shares) or from percents
    // (pp changes); amounts derive from amounts in a compatible currency.
    if (claim.kind === "money" || claim.kind === "number") {
      if (!comparable(claim, v)) continue;
    }
    // A quantity derives from quantities of its dimension only; temperatures
    // not at all (their scales have offsets: degrees do not add).
    if (claim.kind === "quantity" && (!comparable(claim, v) || v.dimension === "temperature"))
      continue;
    // Fields set one by one in the order a spread of each would give them:
    // no object made and copied per optional field.
    const operand: Mutable<Operand<SourceValue>> = {
      value: v.value,
      kind:
        v.kind === "money"
          ? "money"
          : v.kind === "percent"
            ? "percent"
            : v.kind === "quantity" && claim.kind === "quantity"
              ? "quantity"
              : "number",
      label: v.label,
    };
    // Table periods give the order first; the wording's order otherwise. A
    // text figure's period is its place's, as binding reads it: the $36
    // million of "$30 million in 2024, down from $36 million" is 2023's.
    const place = v.location.type === "text" ? cache?.places.of(v) : undefined;
    // A text figure without a period may still have a local order: the pair
    // its sentence writes ("rose from $40 million to $48 million").
    const compared = hints.rowOrder?.(v);
    const period = compared ?? (place?.yearBefore ? place.period : (v.periodKey ?? place?.order));
    if (period) operand.period = period;
    else if (hints.writtenOrder?.has(v)) operand.period = `~${hints.writtenOrder.get(v)}`;
    if (v.precision !== undefined) operand.precision = v.precision;
    // Two rows compared ("A's goal difference is 28 higher than B's") are
    // compared as numbers when written with a minus sign; an amount in
    // accounting brackets is still a size.
    if (
      v.value < 0 &&
      v.kind !== "percent" &&
      !SIGNED_LINE.test(v.rowLabel ?? v.label) &&
      !(compared && v.text?.trimStart().charCodeAt(0) !== OPEN_BRACKET)
    )
      operand.bySize = true;
    // Sums and averages of three or more values run along one row, one
    // column, a record's fields or one text.
    operand.groups = groupsOf(v, hints.sentenceOf);
    operand.ref = v;
    operands.push(operand);
  }
  return operands;
}

// "The 2019 average balance" is the mean of the 2019 and 2018 balances: an
// average of two runs over the same periods as a change.
// Frozen lists: the derivation engine works out their forms once (see @crossfoot/derive).
const CHANGE_FORMS = Object.freeze(
  ALL_OPERATIONS.filter(
    (op) => OPERATIONS[op].change || op === "average" || op === "average_difference",
  ),
);
const TOTAL_FORMS = Object.freeze(ALL_OPERATIONS.filter((op) => !CHANGE_FORMS.includes(op)));

// Relative changes have no unit: a figure written with a scale word ("13
// million", "$2.2 billion") is an amount, never one of these. (A ratio may be
// an amount per unit: "$2 million per store".)
const DIMENSIONLESS: ReadonlySet<Operation> = new Set<Operation>(["percent_change", "cagr"]);

/**
 * A list's forms that pass a test, worked out once per list: the derivation
 * engine keys its work on the list, so the same forms must be the same
 * array. Only frozen lists are kept (this module's constants and the lists
 * made from them here), so a caller's own list is not.
 */
function keptForms(
  memo: Map<readonly Operation[], readonly Operation[]>,
  operations: readonly Operation[],
  keep: (op: Operation) => boolean,
): readonly Operation[] {
  let forms = memo.get(operations);
  if (!forms) {
    forms = Object.freeze(operations.filter(keep));
    if (Object.isFrozen(operations)) memo.set(operations, forms);
  }
  return forms;
}

const amountForms = new Map<readonly Operation[], readonly Operation[]>();
const noCagrForms = new Map<readonly Operation[], readonly Operation[]>();
const sumForms = new Map<readonly Operation[], readonly Operation[]>();
const plainSumForms = new Map<readonly Operation[], readonly Operation[]>();
const averageForms = new Map<readonly Operation[], readonly Operation[]>();
const totalForms = new Map<readonly Operation[], readonly Operation[]>();
const noAverageDifferenceForms = new Map<readonly Operation[], readonly Operation[]>();

// The words of a sentence that speaks of averages, as its content words read them.
const AVERAGE_WORDS: readonly string[] = readContentWords("average averages averaged mean");

/**
 * A list's forms without the difference of two averages, for a sentence
 * that speaks of no average: four values combined so freely fit many a
 * figure by chance in a small table, where coincidence control has too few
 * values to count.
 */
function withoutAverageDifference(
  operations: readonly Operation[],
  words: ReadonlySet<string> | undefined,
): readonly Operation[] {
  if (words === undefined || !operations.includes("average_difference")) return operations;
  if (AVERAGE_WORDS.some((w) => words.has(w))) return operations;
  return keptForms(noAverageDifferenceForms, operations, (op) => op !== "average_difference");
}

/** The forms of a list that may give an amount (no relative changes). */
function withoutDimensionless(operations: readonly Operation[]): readonly Operation[] {
  return keptForms(amountForms, operations, (op) => !DIMENSIONLESS.has(op));
}

/** A list's forms without CAGR. */
function withoutCagr(operations: readonly Operation[]): readonly Operation[] {
  return operations.includes("cagr")
    ? keptForms(noCagrForms, operations, (op) => op !== "cagr")
    : operations;
}

// What a combination ("together", "combined") may be: a sum, or as a
// percent a share of one ("together they make up 45% of sales").
const COMBINING: ReadonlySet<Operation> = new Set<Operation>(["sum", "sum_n", "share_of_sum"]);
const SUMS: ReadonlySet<Operation> = new Set<Operation>(["sum", "sum_n"]);

/** A list's sums and shares of sums; for a figure that is no percent, its sums alone. */
function onlySums(operations: readonly Operation[], percent: boolean): readonly Operation[] {
  return percent
    ? keptForms(sumForms, operations, (op) => COMBINING.has(op))
    : keptForms(plainSumForms, operations, (op) => SUMS.has(op));
}

const ONLY_CAGR: readonly Operation[] = Object.freeze(["cagr"]);
const NO_OPERATIONS: readonly Operation[] = Object.freeze([]);

function onlyCagr(operations: readonly Operation[]): readonly Operation[] {
  return operations.includes("cagr") ? ONLY_CAGR : NO_OPERATIONS;
}

/** The outcome of the derivation search for one claim. */
export interface DerivedOutcome {
  readonly derivation: Derivation<SourceValue>;
  /** The wording states the direction opposite to the operands'. */
  readonly contradicted: boolean;
  /** The direction the wording states for this change, if any. */
  readonly statedDirection?: "increase" | "decrease";
  /**
   * The derivation matches, but so many derivations of its form land near the
   * figure in this scope that it proves nothing: the claim stays unsupported.
   */
  readonly byChance?: boolean;
  /**
   * Nothing proves the figure, but an ordered change of its size runs against
   * the stated direction (found only above the coincidence limit) and no
   * ordered change of its size runs with it: weak support for a copied value
   * becomes a contradiction ("fell by 3" where the named row rose 7 → 10 and
   * 3 is a count elsewhere), though it proves nothing on its own.
   */
  readonly opposedByChance?: Derivation<SourceValue>;
}

/**
 * The figure as the derivation engine's target: proportions are magnitudes
 * (their sign is the direction), amounts keep their sign.
 */
export function targetOf(claim: Mention, direction: "increase" | "decrease" | undefined): Target {
  return {
    value:
      claim.kind === "percent" || claim.kind === "pp" || claim.kind === "bps"
        ? Math.abs(claim.value)
        : claim.value,
    precision: claim.precision,
    kind: claim.kind === "year" ? "number" : claim.kind,
    ...(direction ? { direction } : {}),
    ...(direction && !(claim.cue && !claim.cue.negated) ? { signedDirection: true } : {}),
  };
}

/**
 * A multiple stated as a change ("revenue doubled", "grew 2x", "rose
 * tenfold", "costs halved") is the % change to that multiple of the earlier
 * level: doubled is +100% (read to the unit, so 50% to 150%), halved −50%.
 * Other claims are searched as stated.
 */
function asChange(claim: Mention): Mention {
  const cue = claim.cue;
  if (claim.kind !== "multiple" || !cue || cue.negated || claim.bound || claim.range) return claim;
  return {
    ...claim,
    kind: "percent",
    value: (claim.value - 1) * 100,
    precision: claim.precision * 100,
  };
}

/**
 * Look for a derivation of the claim within each scope. A derivation whose
 * direction agrees (or whose order is unknown) proves the claim; one that
 * matches in magnitude but runs the other way contradicts it.
 */
export function deriveClaim(
  asked: Mention,
  scopes: readonly DerivationScope[],
  hints: DerivationHints = {},
  maxCoincidence = DEFAULT_MAX_COINCIDENCE,
  cache?: CheckCache,
): DerivedOutcome | undefined {
  const claim = asChange(asked);
  const direction = statedDirection(claim) ?? hints.direction;
  const target = targetOf(claim, direction);
  let chance: Derivation<SourceValue> | undefined;
  let opposedByChance: Derivation<SourceValue> | undefined;
  let agreesByChance = false;
  const run = { hints, cache, maxCoincidence };
  // "13 million" is an amount: never a relative change.
  const all = formsFor(claim, ALL_OPERATIONS, hints);
  for (const { changes, totals: values, named, written } of scopes) {
    // A figure with its own scale word is in ones: the digits as written of
    // cells under a header are not its operands, and the rest of this scope
    // is searched again among the readings in ones, where coincidence
    // control counts every operand it could have combined.
    if (written && claim.scale !== undefined) continue;
    // One search when both forms share the scope; otherwise changes first.
    const searched =
      changes === values
        ? searchForms(target, claim, values, all, run)
        : merged(
            searchForms(target, claim, changes, formsFor(claim, CHANGE_FORMS, hints), run),
            searchForms(target, claim, values, formsFor(claim, TOTAL_FORMS, hints), run),
          );
    const ends = hints.ends;
    const kept = (d: Derivation<SourceValue>) =>
      !(hints.acrossPeriods && withinOnePeriod(d)) &&
      !(ends && offTheEnds(d, ends)) &&
      !(cache && mixesChangesAndLevels(d, cache)) &&
      !(hints.words && mixesNamedParts(d, hints.words));
    // Most searches keep every derivation: no new arrays for those.
    const found =
      searched.accepted.every(kept) && searched.rejected.every(kept)
        ? searched
        : { accepted: searched.accepted.filter(kept), rejected: searched.rejected.filter(kept) };
    // A change the sources show in order outweighs a pair with no order: when
    // the ordered changes of this magnitude all run the other way, a
    // difference of two unordered values (two rows of one period) that
    // happens to match does not prove the direction the wording states.
    const agreeing = found.accepted.find((d) => d.directionAgrees === true);
    const opposed = found.accepted.find((d) => d.directionAgrees === false);
    const unordered = opposed || (named && direction) ? undefined : found.accepted[0];
    const proof = agreeing ?? unordered;
    if (proof) return outcome(proof, false, direction);
    if (opposed) return outcome(opposed, true, direction);
    if (named) continue;
    const unsigned = unsignedTotal(claim, target, values, hints, cache, maxCoincidence);
    if (unsigned) return outcome(unsigned, false, direction);
    const totals = signedTotal(claim, target, values, hints, cache, maxCoincidence);
    if (totals?.accepted[0]) return { derivation: totals.accepted[0], contradicted: false };
    chance ??= found.rejected.find((d) => d.directionAgrees !== false) ?? totals?.rejected[0];
    if (found.rejected.some((d) => d.directionAgrees === true)) agreesByChance = true;
    opposedByChance ??= found.rejected.find((d) => d.directionAgrees === false);
  }
  const stated = direction ? { statedDirection: direction } : {};
  const against = opposedByChance && !agreesByChance ? { opposedByChance } : {};
  return chance
    ? { derivation: chance, contradicted: false, byChance: true, ...stated, ...against }
    : opposedByChance && !agreesByChance
      ? { derivation: opposedByChance, contradicted: false, byChance: true, ...stated, ...against }
      : undefined;
}

/** A derivation found, with the direction the wording states (no object made for it per scope searched). */
function outcome(
  derivation: Derivation<SourceValue>,
  contradicted: boolean,
  direction: "increase" | "decrease" | undefined,
): DerivedOutcome {
  return direction
    ? { derivation, contradicted, statedDirection: direction }
    : { derivation, contradicted };
}

/**
 * The forms of a list a claim may be: a figure written with a scale word
 * ("13 million") is an amount, never a relative change; a compound annual
 * rate ("a CAGR of 15.5%") is only a CAGR, and a CAGR proves only a figure
 * stated as a rate over years ("15.5% a year"), not "grew 15.5% from 2022 to
 * 2024"; a combination ("together", "combined") is a sum or a share of one.
 */
function formsFor(
  claim: Mention,
  operations: readonly Operation[],
  hints: DerivationHints,
): readonly Operation[] {
  const amounts = claim.scale === undefined ? operations : withoutDimensionless(operations);
  const rated =
    hints.rate === "annual"
      ? amounts
      : hints.rate === "compound"
        ? onlyCagr(amounts)
        : withoutCagr(amounts);
  const averaged = withoutAverageDifference(rated, hints.words);
  const combined = hints.combined ? onlySums(averaged, claim.kind === "percent") : averaged;
  if (hints.aggregate === "average") return keptForms(averageForms, combined, isAverage);
  if (hints.aggregate === "total") return keptForms(totalForms, combined, isTotal);
  return combined;
}

const isAverage = (op: Operation) => op === "average" || op === "average_n";
const isTotal = (op: Operation) => op === "sum" || op === "sum_n";

/** Two searches' findings, the first's before the second's. */
function merged(
  a: DerivationSearch<SourceValue>,
  b: DerivationSearch<SourceValue>,
): Pick<DerivationSearch<SourceValue>, "accepted" | "rejected"> {
  return { accepted: [...a.accepted, ...b.accepted], rejected: [...a.rejected, ...b.rejected] };
}

const TOTALS: ReadonlySet<Operation> = new Set(["sum", "average", "sum_n", "average_n"]);

/**
 * An amount written without a sign may total or average values the sources
 * show as negatives ("the average interest expense is 11,888" over
 * "$(17,334)" and "$(6,442)"): the sign is the table's presentation. Only
 * sums and averages whose operands are all negative count.
 */
function unsignedTotal(
  claim: Mention,
  target: Target,
  values: readonly SourceValue[],
  hints: DerivationHints,
  cache: CheckCache | undefined,
  maxCoincidence: number,
): Derivation<SourceValue> | undefined {
  if (claim.signed || claim.negative || !(claim.value > 0)) return undefined;
  if (claim.kind !== "money" && claim.kind !== "number") return undefined;
  // Most scopes have no two negative values: skip the second search there.
  let negatives = 0;
  for (const v of values) if (v.value < 0 && ++negatives >= 2) break;
  if (negatives < 2) return undefined;
  const search = searchForms({ ...target, value: -target.value }, claim, values, [...TOTALS], {
    hints,
    cache,
    maxCoincidence,
  });
  return search.accepted.find(
    (d) => TOTALS.has(d.operation) && d.operands.every((o) => o.value < 0),
  );
}

/** The forms whose sign is the operands' own, not a direction. */
const SIGNED_FORMS: readonly Operation[] = Object.freeze<Operation[]>([
  "sum",
  "average",
  "sum_n",
  "average_n",
  "share",
  "ratio",
]);

/**
 * An amount written with a minus sign and no direction word ("the average
 * financing costs is -1,581") may be a total, an average or a ratio of values
 * the sources show as negatives: the sign alone does not make it a change.
 * The search keeps the sign, so -1,581 is never the average of 2,088 and
 * 1,074; a change is still sought first, in the stated direction.
 */
function signedTotal(
  claim: Mention,
  target: Target,
  values: readonly SourceValue[],
  hints: DerivationHints,
  cache: CheckCache | undefined,
  maxCoincidence: number,
): { accepted: Derivation<SourceValue>[]; rejected: Derivation<SourceValue>[] } | undefined {
  if (!claim.signed || !claim.negative || claim.cue || hints.direction) return undefined;
  if (claim.kind !== "money" && claim.kind !== "number") return undefined;
  const { direction: _sign, ...signed } = target;
  return searchForms(signed, claim, values, SIGNED_FORMS, { hints, cache, maxCoincidence });
}

/**
 * The derivation search every form of a claim goes through: the claim's
 * operands from `values`, the five best of the given forms, and coincidence
 * control in place of the Python crossfoot's "stated to about 1%" rule (a
 * coarse figure is proven only where few derivations of its form land near
 * it by chance).
 */
function searchForms(
  target: Target,
  claim: Mention,
  values: readonly SourceValue[],
  operations: readonly Operation[],
  run: { hints: DerivationHints; cache: CheckCache | undefined; maxCoincidence: number },
) {
  // No form combines fewer than two values: nothing to search.
  if (values.length < 2) return { accepted: [], rejected: [], expectedCoincidences: {} };
  // One object literal, no spread: V8 builds it from a template.
  return findDerivationsDetailed(target, operandsFor(claim, values, run.hints, run.cache), {
    cache: run.cache?.derive,
    limit: 5,
    operations,
    maxRelativePrecision: Number.POSITIVE_INFINITY,
    maxCoincidence: run.maxCoincidence,
    // Only the candidates' estimates are read, never the search's per form.
    estimateAll: false,
  });
}

/** A label naming the record when operands come from more than one. */
function operandLabel(v: SourceValue, multiRecord: boolean): string {
  return multiRecord ? `[${v.recordId}] ${v.label}` : v.label;
}

/**
 * The evidence for a derivation, in the Python crossfoot's words:
 * `% change revenue_2023 (2,870,000,000) -> revenue_2024 (3,214,000,000): (…) = 11.99%`.
 */
export function derivationEvidence(outcome: DerivedOutcome): {
  text: string;
  details: DerivationEvidence;
} {
  const d = outcome.derivation;
  const spec = OPERATIONS[d.operation];
  let operands = d.operands.map((o) => o.ref as SourceValue);
  let formula = d.formula;
  // An unordered difference reads best as larger − smaller.
  if (spec.change && d.direction === undefined && d.value < 0 && d.operation !== "percent_change") {
    operands = [...operands].reverse();
    const [a, b] = operands as [SourceValue, SourceValue];
    formula = spec.formula(a.value, b.value, 1, spec.compute(a.value, b.value, 1));
  }
  const first = operands[0]?.recordId;
  let multi = false;
  for (const o of operands) if (o.recordId !== first) multi = true;
  // A quantity shows the cell as written beside its value in the base unit the formula uses.
  const shown = operands.map(
    (o) =>
      `${operandLabel(o, multi)} (${o.unit === undefined ? "" : `${o.text}: `}${formatNumber(o.value)}${o.unit === undefined ? "" : ` ${o.unit}`})`,
  );
  // "->" only where the order means something: a known period order, or the base of a % change.
  const ordered =
    d.direction !== undefined || d.operation === "percent_change" || d.operation === "cagr";
  const joined =
    spec.change && ordered && shown.length === 2
      ? `${shown[0]} -> ${shown[1]}`
      : shown.length === 2
        ? `${shown[0]} and ${shown[1]}`
        : `of ${shown.join(", ")}`;
  // Between two negative amounts the direction is their size's (see @crossfoot/derive).
  const bySize =
    d.direction !== undefined && d.value !== 0 && d.value > 0 !== (d.direction === "increase");
  if (bySize)
    formula = `${formula}; both amounts are negative, so their size ${d.direction === "increase" ? "grew" : "shrank"}`;
  const description = `${spec.name} ${joined}: ${formula}`;
  const stated = outcome.statedDirection;
  const text = outcome.contradicted
    ? `magnitude matches ${spec.name} ${joined}, but the wording states the opposite direction (${formula})`
    : description;
  return {
    text,
    details: {
      type: "derivation",
      operation: d.operation,
      operands: operands.map(sourceRef),
      computed: d.value,
      formula,
      ...(d.direction ? { direction: d.direction } : {}),
      ...(stated ? { statedDirection: stated } : {}),
      ...(d.expectedCoincidences !== undefined
        ? { expectedCoincidences: d.expectedCoincidences }
        : {}),
    },
  };
}
