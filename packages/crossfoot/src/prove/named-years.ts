import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceValue } from "@crossfoot/sources";
import { LastMemo } from "../base/last-memo.js";
import { sourceRef } from "../places/refs.js";
import type { Judgement } from "./judgement.js";

/** One year in seconds, as extraction reads "3 years" (365.25 days). */
const YEAR_SECONDS = 31_557_600;

/** A value of the sources that sits in `year` (its period key starts with it). */
function valueInYear(records: readonly SourceRecord[], year: number): SourceValue | undefined {
  const key = String(year);
  for (const r of records) {
    for (const v of r.values) if (v.periodKey?.startsWith(key)) return v;
  }
  return undefined;
}

/** A bare four-digit whole number 1800–2199, as written in arithmetic. */
export function isYearOperand(m: Mention): boolean {
  return (
    (m.kind === "number" || m.kind === "year") &&
    m.scale === undefined &&
    m.currency === undefined &&
    Number.isInteger(m.value) &&
    m.value >= 1800 &&
    m.value <= 2199 &&
    /^\d{4}$/.test(m.text)
  );
}

/**
 * A year used as an operand of written arithmetic ("(2019 − 2017 + 1)",
 * "2020 − 2008 = 12") is grounded when the sources have a value in that
 * year: it names one of their periods.
 */
export function yearOperand(
  claim: Mention,
  records: readonly SourceRecord[],
): Judgement | undefined {
  if (!isYearOperand(claim)) return undefined;
  const v = valueInYear(records, claim.value);
  if (!v) return undefined;
  const evidence = `${claim.value} is a period of the sources: [${v.recordId}] ${v.label}`;
  return {
    status: "supported_exact",
    evidence,
    details: {
      type: "derivation",
      operation: "period",
      operands: [sourceRef(v)],
      computed: claim.value,
      formula: `${claim.value} = period ${v.period ?? v.periodKey}`,
    },
  };
}

/**
 * The years a sentence names, with the last year of each span ("2017-2019",
 * "2019/20"), worked out once per sentence: every count of years in it asks.
 */
export function sentenceYears(sentenceMentions: readonly Mention[]): readonly number[] {
  return yearsBySentence.get(sentenceMentions);
}

function readSentenceYears(sentenceMentions: readonly Mention[]): readonly number[] {
  const out: number[] = [];
  for (const m of sentenceMentions) {
    if (m.kind !== "year") continue;
    out.push(m.value);
    const end = /[-–/](\d{2}|\d{4})$/.exec(m.period ?? "");
    if (end?.[1])
      out.push(
        end[1].length === 2 ? Math.floor(m.value / 100) * 100 + Number(end[1]) : Number(end[1]),
      );
  }
  return out;
}
const yearsBySentence = new LastMemo(readSentenceYears);

/**
 * A count of years ("the 3 years from 2017 to 2019", "over the three years
 * 2017-2019") is derived from the first and last year the sentence names,
 * counted inclusively (2019 − 2017 + 1) or as the years between them, when
 * the sources have values in both.
 */
export function yearCount(
  claim: Mention,
  sentenceMentions: readonly Mention[],
  records: readonly SourceRecord[],
): Judgement | undefined {
  if (claim.kind !== "quantity" || claim.dimension !== "time") return undefined;
  if (claim.precision !== YEAR_SECONDS || claim.range || claim.bound) return undefined;
  const n = Math.round(claim.value / YEAR_SECONDS);
  if (n < 1 || n * YEAR_SECONDS !== claim.value) return undefined;
  const years = sentenceYears(sentenceMentions);
  if (years.length < 2) return undefined;
  // A loop, not Math.min(...years): a spread of a huge list overflows the stack.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const y of years) {
    if (y < first) first = y;
    if (y > last) last = y;
  }
  const inclusive = last - first + 1 === n;
  if (!inclusive && last - first !== n) return undefined;
  const from = valueInYear(records, first);
  const to = valueInYear(records, last);
  if (!from || !to) return undefined;
  const formula = inclusive ? `${last} − ${first} + 1 = ${n}` : `${last} − ${first} = ${n}`;
  return {
    status: "derived",
    evidence: `the years the sentence names, ${first} to ${last}, are periods of the sources: ${formula} years`,
    details: {
      type: "derivation",
      operation: "year_count",
      operands: [sourceRef(from), sourceRef(to)],
      computed: n,
      formula,
    },
  };
}
