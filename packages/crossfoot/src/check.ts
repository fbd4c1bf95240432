import { extract, findCitations, splitSentences } from "@crossfoot/extract";
import { loadSources, type SourceRecord, SourceSet } from "@crossfoot/sources";
import { type Claim, type Issue, isPassing, Report } from "@crossfoot/verdict";
import { judge, type SentenceScope } from "./judge.js";
import { type CheckOptions, type ResolvedOptions, resolveOptions } from "./options.js";

/**
 * Checks many answers against the same sources: the sources are loaded and
 * indexed once.
 *
 * @example
 * const checker = new Checker(sources, { requireCitations: true });
 * for (const answer of answers) console.log(checker.check(answer).passed);
 */
export class Checker {
  /** The loaded sources, with their diagnostics. */
  readonly sources: SourceSet;
  readonly options: ResolvedOptions;

  constructor(sources: unknown, options: CheckOptions = {}) {
    this.options = resolveOptions(options);
    this.sources = sources instanceof SourceSet ? sources : loadSources(sources);
  }

  /** Check one answer. */
  check(output: string): Report {
    if (typeof output !== "string") {
      throw new TypeError(
        `crossfoot: the answer must be a string, got ${output === null ? "null" : typeof output}`,
      );
    }
    const claims: Claim[] = [];
    const issues: Issue[] = [];
    const extractOptions = this.options.pack ? { pack: this.options.pack } : {};
    for (const sentence of splitSentences(output)) {
      const citations = findCitations(sentence.text);
      const citedIds: string[] = [];
      const cited: SourceRecord[] = [];
      const unknown: string[] = [];
      for (const citation of citations) {
        for (const id of citation.ids) {
          if (citedIds.includes(id)) continue;
          citedIds.push(id);
          const record = this.sources.resolve(id);
          if (record) {
            if (!cited.includes(record)) cited.push(record);
          } else {
            unknown.push(id);
            issues.push({
              type: "unknown_citation",
              message: `[${id}] cites no source (known ids: ${this.sources.records.map((r) => r.id).join(", ") || "none"})`,
              start: sentence.start + citation.start,
              end: sentence.start + citation.end,
            });
          }
        }
      }
      const scope: SentenceScope = { citedIds, cited, unknown };
      for (const mention of extract(sentence.text, extractOptions)) {
        if (mention.kind === "year") continue;
        const verdict = judge(mention, scope, this.sources, this.options);
        claims.push({
          text: mention.text,
          start: sentence.start + mention.start,
          end: sentence.start + mention.end,
          value: mention.value,
          precision: mention.precision,
          kind: mention.kind,
          status: verdict.status,
          passed: isPassing(verdict.status),
          evidence: verdict.evidence,
          details: verdict.details,
          sentence: sentence.index,
          cited: cited.map((r) => r.id),
        });
      }
    }
    return new Report(claims, issues);
  }
}

/**
 * Check the numbers in an answer against its sources.
 *
 * Every figure must be a source value, a rounding of one at the precision the
 * answer states, or a derivation of source values whose direction words
 * agree. What cannot be proved fails.
 *
 * @param output The answer to check.
 * @param sources Strings, records `{ id, text, fields, rows }`, or an array of them.
 * @example
 * const report = check("Revenue grew 12% to $3.2bn [R1].", [
 *   { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
 * ]);
 * report.passed // true
 */
export function check(output: string, sources: unknown, options: CheckOptions = {}): Report {
  return new Checker(sources, options).check(output);
}
