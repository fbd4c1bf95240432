import type { Mention } from "@crossfoot/extract";
import type { SourceSet, SourceValue } from "@crossfoot/sources";
import { formatNumber } from "@crossfoot/verdict";
import { lineOf } from "../places/source-lines.js";
import type { TextPlaces } from "../places/text-places.js";
import { sameMeasure } from "../read/pair-direction.js";
import type { SentenceReading } from "../read/sentence-reading.js";

const PERIOD_KEY = /^\d{4}(?:Q[1-4])?$/;

/**
 * Why "A, up from B" or "A, down from B" runs against its own word: "$180
 * million, up from $200 million" states a rise to a smaller figure, whatever
 * the sources say. For the first figure (the level the change led to), when
 * it is followed by such a phrase and the next figure; undefined otherwise,
 * or when the two are of different kinds, currencies or units, or negative.
 */
export function upFromAgainstWording(
  reading: SentenceReading,
  level: Mention,
  next: Mention | undefined,
): string | undefined {
  const upOrDown = reading.upOrDownFrom(level, next);
  if (!upOrDown || !next || !sameMeasure(level, next)) return undefined;
  const { word, said } = upOrDown;
  if (level.value < 0 || next.value < 0 || level.value === next.value) return undefined;
  const rises = level.value > next.value;
  if (rises === (word.toLowerCase() === "up")) return undefined;
  return `the sentence says "${said}", but ${formatNumber(next.value)} → ${formatNumber(level.value)} is a ${rises ? "rise" : "fall"}`;
}

/**
 * Why a level stated with a direction word ("Net income rose to $412
 * million") runs against the sources: the value it matched is smaller (or
 * larger) than its own line's value in the period before. Only for a direct
 * match in a table or a record's fields whose line has an earlier period,
 * and only when the direction word stands just before "to" and the figure
 * (so the word speaks of this line's change, not of another clause's).
 */
export function levelAgainstSources(
  reading: SentenceReading,
  claim: Mention,
  match: SourceValue,
  sources: SourceSet,
  kept: Map<SourceValue, SourceValue | null>,
  places: TextPlaces,
): string | undefined {
  const cue = claim.cue;
  if (!cue || cue.negated) return undefined;
  if (reading.wordBeforeTo(claim) !== cue.word.toLowerCase()) return undefined;
  const earlier = earlierOfLine(match, sources, kept, places);
  if (!earlier) return undefined;
  const now = readingOf(match);
  const then = readingOf(earlier);
  if (now === then) return undefined;
  const rose = now > then;
  if (rose === (cue.direction === "increase")) return undefined;
  return `the sentence says "${cue.word} to", but [${earlier.recordId}] ${earlier.label} = ${formatNumber(then)} → ${formatNumber(now)} is a ${rose ? "rise" : "fall"}`;
}

/**
 * The value of the same line in the latest period before the value's own, in
 * its record and table, or for a text figure the figure its sentence says
 * the change ran from ("92.4%, up from 88.1%"); kept by the Checker
 * (`kept`), as a value is the match of many checks.
 */
function earlierOfLine(
  v: SourceValue,
  sources: SourceSet,
  kept: Map<SourceValue, SourceValue | null>,
  places: TextPlaces,
): SourceValue | undefined {
  const known = kept.get(v);
  if (known !== undefined) return known ?? undefined;
  const found =
    v.location.type === "text" ? pairStart(v, sources, places) : findEarlier(v, sources);
  kept.set(v, found ?? null);
  return found;
}

/** The figure a text figure's change pair runs from, when the figure is the pair's later end. */
function pairStart(
  v: SourceValue,
  sources: SourceSet,
  places: TextPlaces,
): SourceValue | undefined {
  const order = places.of(v)?.order;
  if (order === undefined || !order.endsWith(":1")) return undefined;
  const from = `${order.slice(0, -1)}0`;
  const record = sources.record(v.recordId);
  if (!record) return undefined;
  for (const x of record.values) {
    if (x !== v && x.location.type === "text" && places.of(x)?.order === from) return x;
  }
  return undefined;
}

function findEarlier(v: SourceValue, sources: SourceSet): SourceValue | undefined {
  const period = v.periodKey;
  const line = lineOf(v);
  if (period === undefined || line === undefined || !PERIOD_KEY.test(period)) return undefined;
  const record = sources.record(v.recordId);
  if (!record) return undefined;
  const loc = v.location;
  let best: SourceValue | undefined;
  for (const x of record.values) {
    const key = x.periodKey;
    if (key === undefined || !PERIOD_KEY.test(key) || key >= period) continue;
    if (x.location.type !== loc.type || lineOf(x) !== line) continue;
    if (x.location.type === "cell" && loc.type === "cell" && x.location.table !== loc.table)
      continue;
    if (!best || key > (best.periodKey as string)) best = x;
  }
  return best;
}

/** A value in its headers' units when it has them, so two values of one line compare alike. */
function readingOf(v: SourceValue): number {
  return v.scaledValue ?? v.value;
}

/**
 * Why the level a derived change reached ("fell 10% to $200 million") is not
 * the one the change's own derivation ends at: the change runs from 2023's
 * $200 million to 2024's $180 million, so $200 million is the wrong end.
 * Only for a level that matched a value of the same line as the change's
 * later operand, in another period.
 */
export function levelOffTheChange(
  reading: SentenceReading,
  change: Mention,
  level: Mention,
  changeOperands: readonly SourceValue[] | undefined,
  levelValue: SourceValue,
): string | undefined {
  if (!changeOperands || changeOperands.length !== 2) return undefined;
  if (!reading.reachesLevel(change, level)) return undefined;
  const to = changeOperands[1] as SourceValue;
  // The same number at the change's end is that end, whichever cell matched it.
  if (sameValue(to, levelValue) || readingOf(to) === readingOf(levelValue)) return undefined;
  if (lineOf(to) !== lineOf(levelValue)) return undefined;
  if (to.periodKey === undefined || levelValue.periodKey === undefined) return undefined;
  if (to.periodKey === levelValue.periodKey) return undefined;
  return `the change ${change.text} runs to [${to.recordId}] ${to.label} = ${formatNumber(readingOf(to))}, not to this value of ${levelValue.period ?? levelValue.periodKey}`;
}

/** One source value, in either of its readings. */
function sameValue(a: SourceValue, b: SourceValue): boolean {
  return (a.writtenId ?? a.id) === (b.writtenId ?? b.id);
}
