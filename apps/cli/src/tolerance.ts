import {
  answerSentences,
  type Checker,
  type Claim,
  comparable,
  extract,
  formatNumber,
  type Mention,
  Report,
  type SourceValue,
  sourceRef,
} from "crossfoot";

const percent = (x: number) => `${Number((x * 100).toPrecision(3))}%`;

/**
 * figured's `--tolerance`, which crossfoot's core does not have (it matches at
 * the precision each figure states): a figure that is `unsupported` passes as
 * `supported_rounded` when a comparable source value in the records its
 * sentence cites (all records when it cites none) lies within `tolerance`
 * (relative) of it. The evidence names the value and how far off the figure
 * is. Only `unsupported` figures are reconsidered: a value in the wrong record,
 * row or period, or with the wrong direction, still fails.
 */
export function applyTolerance(
  report: Report,
  checker: Checker,
  answer: string,
  tolerance: number,
): Report {
  if (tolerance <= 0 || !report.claims.some((c) => c.status === "unsupported")) return report;
  // The sentences check() read, so a claim's sentence index names its own.
  const sentences = answerSentences(answer);
  const mentions = new Map<number, Mention[]>();
  const claims = report.claims.map((claim): Claim => {
    if (claim.status !== "unsupported") return claim;
    const sentence = sentences[claim.sentence];
    if (!sentence) return claim;
    let list = mentions.get(claim.sentence);
    if (!list) {
      list = extract(sentence.text);
      mentions.set(claim.sentence, list);
    }
    const mention = list.find((m) => sentence.start + m.start === claim.start);
    if (!mention || mention.range || mention.bound) return claim;
    const best = nearest(mention, claim.cited, checker);
    if (!best) return claim;
    const off = Math.abs(mention.value - best.value) / Math.abs(best.value);
    if (off > tolerance) return claim;
    return {
      ...claim,
      status: "supported_rounded",
      passed: true,
      evidence: `[${best.recordId}] ${best.label} = ${formatNumber(best.value)}, within the ${percent(tolerance)} tolerance (${percent(off)} off)`,
      details: {
        type: "match",
        exact: false,
        source: sourceRef(best),
      },
    };
  });
  return new Report(claims, report.issues);
}

/** The comparable source reading closest to the figure, relative to the reading. */
function nearest(
  mention: Mention,
  cited: readonly string[],
  checker: Checker,
): SourceValue | undefined {
  const records = new Set(
    cited.length > 0
      ? cited.flatMap((id) => checker.sources.resolve(id)?.id ?? [])
      : checker.sources.records.map((r) => r.id),
  );
  let best: SourceValue | undefined;
  let bestOff = Number.POSITIVE_INFINITY;
  for (const v of checker.sources.readings) {
    // Values are in base units; kinds, dimensions and currencies compare as crossfoot's do.
    if (!records.has(v.recordId) || v.value === 0 || !comparable(mention, v)) continue;
    const off = Math.abs(mention.value - v.value) / Math.abs(v.value);
    if (off < bestOff) {
      best = v;
      bestOff = off;
    }
  }
  return best;
}
