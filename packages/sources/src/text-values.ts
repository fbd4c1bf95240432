import { extract, type Mention, splitSentences } from "@crossfoot/extract";
import { periodOf } from "./periods.js";
import type { SourceValue } from "./types.js";

// Characters of context kept either side of a number for its label.
const LABEL_CONTEXT = 24;

/** A short, readable label: the words around the number in its sentence. */
function labelFor(sentence: string, from: number, to: number): string {
  const a = Math.max(0, from - LABEL_CONTEXT);
  const b = Math.min(sentence.length, to + LABEL_CONTEXT);
  const snippet = sentence.slice(a, b).replace(/\s+/g, " ").trim();
  return `"${a > 0 ? "…" : ""}${snippet}${b < sentence.length ? "…" : ""}"`;
}

/** The year mention of the sentence nearest to a figure, if the sentence names one. */
function nearestYear(years: readonly Mention[], m: Mention): Mention | undefined {
  let best: Mention | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const y of years) {
    const distance = y.end <= m.start ? m.start - y.end : y.start - m.end;
    if (distance >= 0 && distance < bestDistance) {
      best = y;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The figures stated in a source text, each with its stated precision, a
 * label from the words around it and the period its sentence names nearest
 * to it.
 */
export function textValues(recordId: string, text: string): SourceValue[] {
  const values: SourceValue[] = [];
  for (const sentence of splitSentences(text)) {
    const mentions = extract(sentence.text);
    const years = mentions.filter((m) => m.kind === "year");
    for (const m of mentions) {
      if (m.kind === "year") continue;
      const start = sentence.start + m.start;
      const year = nearestYear(years, m);
      const period = year?.period ? periodOf(year.period) : undefined;
      values.push({
        id: `${recordId}@${start}`,
        recordId,
        value: m.value,
        precision: m.precision,
        kind: m.kind,
        ...(m.currency ? { currency: m.currency } : {}),
        text: m.text,
        label: labelFor(sentence.text, m.start, m.end),
        location: { type: "text", start, end: sentence.start + m.end },
        ...(period ? { period: period.period, periodKey: period.key } : {}),
      });
    }
  }
  return values;
}
