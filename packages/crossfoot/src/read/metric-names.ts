// The metrics a sentence names for each of its figures ("gross margin was 39%"), read from its words.
import {
  labelWords,
  type MetricDefinition,
  type MetricPack,
  metricsNamed,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { NamedMetrics } from "./named-metrics.js";

// A direction word's level comes after "to": "rose to 39%", "improved to
// 1.9x". Tested on the last few characters only, so its time is bounded.
const TO_BEFORE = /\bto(?:\s+(?:an?|about|approximately|roughly))?\s?[$€£¥]?$/i;
const TO_REACH = 24;

/**
 * The metrics a sentence names for each of its figures, read once per
 * sentence: a metric named between the figure before (or the sentence's
 * start) and the figure ("gross margin was 39%"), else one the text right
 * after the figure begins with ("a 39% gross margin"). A name further off
 * belongs to another figure. A sentence that names no metric costs one
 * pass over its words.
 */
export function metricsOfFigures(
  text: string,
  mentions: readonly Mention[],
  pack: MetricPack,
): (figure: Mention) => NamedMetrics | undefined {
  const words = new Set(labelWords(text));
  const candidates = pack.metrics.filter((m) =>
    nameWordsOf(m).some((n) => n.every((w) => words.has(w))),
  );
  if (candidates.length === 0) return NONE;
  const figures = mentions.filter((m) => m.kind !== "year").sort((a, b) => a.start - b.start);
  const at = new Map(figures.map((m, i) => [m, i]));
  return (figure) => {
    const k = at.get(figure);
    if (k === undefined) return undefined;
    const previous = figures[k - 1];
    const earlier = figures[k - 2];
    const next = figures[k + 1];
    const before = text.slice(previous?.end ?? 0, figure.start);
    let metrics = metricsNamed(before, candidates);
    // "expanded 400 basis points to 39%": a figure joined to the one before by
    // a connecting word only shares that figure's metric.
    if (metrics.length === 0 && previous && connectsOnly(before))
      metrics = metricsNamed(text.slice(earlier?.end ?? 0, previous.start), candidates);
    if (metrics.length === 0)
      metrics = metricsNamed(text.slice(figure.end, next?.start ?? text.length), candidates, true);
    if (metrics.length === 0) return undefined;
    const level = !figure.cue || TO_BEFORE.test(before.slice(-TO_REACH).trimEnd());
    return { metrics, level };
  };
}

/**
 * A metric's names as words, read once per metric: every sentence asks
 * whether it writes each name of every metric of its pack, and reading the
 * names again for each sentence was most of a typical check's time.
 */
function nameWordsOf(m: MetricDefinition): readonly (readonly string[])[] {
  let names = nameWords.get(m);
  if (!names) nameWords.set(m, (names = m.names.map((n) => labelWords(n))));
  return names;
}

const nameWords = new WeakMap<MetricDefinition, readonly (readonly string[])[]>();

const NONE = (): undefined => undefined;

// Words that join a figure to the one before it without naming anything.
const CONNECTORS = new Set(
  "to from or and at of up down in for fiscal fy compared with versus vs against than a the year years earlier before prior previous last".split(
    " ",
  ),
);

/** Whether a stretch of text between two figures holds only connecting words and years. */
function connectsOnly(text: string): boolean {
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word !== "" && !CONNECTORS.has(word) && !/^\d{4}$/.test(word)) return false;
  }
  return true;
}
