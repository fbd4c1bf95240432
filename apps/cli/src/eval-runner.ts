import { renderReview, reviewSources } from "@crossfoot/review";
import { Checker, type CheckOptions, renderSummaryHead } from "crossfoot";
import { type EvalCase, parseCase } from "./cases.js";
import { CliError } from "./errors.js";
import { LruMap } from "./lru.js";
import { sameJson } from "./same-json.js";
import { applyTolerance } from "./tolerance.js";

/**
 * One claim of a case, as the eval outputs show it. With
 * `claimDetail: "unexpected"`, a claim of a case that went as expected keeps
 * only its status, `passed` and offsets (`text` and `evidence` are empty).
 */
export interface ClaimOutcome {
  readonly text: string;
  readonly status: string;
  readonly evidence: string;
  readonly passed: boolean;
  /** Half-open UTF-16 offsets into the answer. */
  readonly start: number;
  readonly end: number;
}

/** The result of one line of a case file. */
export interface CaseOutcome {
  readonly id: string;
  /** 1-based line of the case file. */
  readonly line: number;
  /** The label; absent when the line could not be read as a case. */
  readonly expect?: "pass" | "fail";
  /** The verdict, or `error` when the line is not a valid case. */
  readonly got: "pass" | "fail" | "error";
  readonly claims: readonly ClaimOutcome[];
  /**
   * The head line of the answer's report, as every crossfoot report starts
   * (`FAILED · 2 claims · 1 failed · score 0.50`); absent for an error case.
   * Written where the case is checked, so the main thread of a run on
   * workers never loads crossfoot.
   */
  readonly summary?: string;
  /** The messages of the answer's issues (a citation of a missing source); absent when none. */
  readonly issues?: readonly string[];
  /** For an error case: `file:line[:column]: what is wrong`. */
  readonly error?: string;
  /** The answer, kept only for the HTML report. */
  readonly answer?: string;
  /** The review view of the case (the answer beside its sources), made only for the HTML report. */
  readonly review?: string;
  /** Time spent checking the case, in milliseconds. */
  readonly ms: number;
}

/** What every case of a run shares; plain data, so it can be sent to a worker. */
export interface RunnerConfig {
  /** The case file as named on the command line (for messages). */
  readonly file: string;
  /** The directory `sources_file` paths resolve against. */
  readonly dir: string;
  /** Real paths of the folders a `sources_file` may be in (the case file's, and each `--allow-dir`). */
  readonly allowDirs: readonly string[];
  /** The largest `sources_file` read, in bytes. */
  readonly maxFileBytes: number;
  /** Options every case starts from; a case's own `options` override them. */
  readonly defaults: CheckOptions;
  readonly tolerance: number;
  /** Keep each answer and its review view in its outcome (for the HTML report). */
  readonly keepAnswer: boolean;
  /**
   * Whose claims keep their text and evidence: every case's (`all`), or only
   * those of cases that did not go as expected (`unexpected`), which is all
   * the plain text report prints. Text and evidence are most of an outcome,
   * so a worker then sends back a fraction of the data.
   */
  readonly claimDetail: "all" | "unexpected";
}

// Bounded, so a case file with many distinct sources files still runs in constant memory.
const CACHE_SIZE = 32;

/** Runs the lines of one case file; used alike in the main thread and in workers. */
export class CaseRunner {
  private readonly sourceFiles = new LruMap<string, unknown>(CACHE_SIZE);
  // Cases that share their sources (a sources_file, or the same inline
  // sources, as eval sets with several questions per context have) and their
  // options share one Checker: the sources are loaded and indexed once, where
  // check() would do it for every case.
  private readonly checkers = new LruMap<string, Checker>(CACHE_SIZE);
  // Inline sources are compared with the previous case's only: cases of one
  // context sit together in eval files, and one comparison is cheaper than
  // hashing every case's sources into a map. Compared as parsed values, not
  // as printed JSON: most cases' sources differ from the previous ones early
  // on, where printing both would read every value.
  private lastInline: { options: CheckOptions; sources: unknown; checker: Checker } | undefined;

  constructor(private readonly config: RunnerConfig) {}

  /** Check one non-blank line; never throws: a bad line is an error outcome. */
  run(line: number, text: string): CaseOutcome {
    const started = performance.now();
    let c: EvalCase;
    try {
      c = parseCase(text, this.config.file, line, this.sourceFiles, this.config.dir, {
        allowDirs: this.config.allowDirs,
        maxFileBytes: this.config.maxFileBytes,
      });
    } catch (error) {
      return this.error(line, text, error, started);
    }
    try {
      const options = { ...this.config.defaults, ...c.options };
      const checker = this.checkerFor(c, options);
      let report = checker.check(c.output);
      report = applyTolerance(report, checker, c.output, this.config.tolerance);
      const got = report.passed ? "pass" : "fail";
      const detail = this.config.claimDetail === "all" || got !== c.expect;
      return {
        id: c.id,
        line,
        expect: c.expect,
        got,
        summary: renderSummaryHead(report),
        claims: report.claims.map((claim) => ({
          text: detail ? claim.text : "",
          status: claim.status,
          evidence: detail ? claim.evidence : "",
          passed: claim.passed,
          start: claim.start,
          end: claim.end,
        })),
        ...(report.issues.length > 0 ? { issues: report.issues.map((i) => i.message) } : {}),
        ...(this.config.keepAnswer
          ? {
              answer: c.output,
              review: renderReview({
                answer: c.output,
                report,
                sources: reviewSources(checker.sources),
                idPrefix: `case-${line}`,
              }),
            }
          : {}),
        ms: performance.now() - started,
      };
    } catch (error) {
      return this.error(line, text, error, started, c.id, c.expect);
    }
  }

  private checkerFor(c: EvalCase, options: CheckOptions): Checker {
    if (c.sourcesFile === undefined) {
      const last = this.lastInline;
      if (last && sameJson(last.options, options) && sameJson(last.sources, c.sources)) {
        return last.checker;
      }
      const checker = new Checker(c.sources, options);
      this.lastInline = { options, sources: c.sources, checker };
      return checker;
    }
    const key = `${c.sourcesFile}\u0000${JSON.stringify(options)}`;
    let checker = this.checkers.get(key);
    if (!checker) {
      checker = new Checker(c.sources, options);
      this.checkers.set(key, checker);
    }
    return checker;
  }

  private error(
    line: number,
    text: string,
    error: unknown,
    started: number,
    id?: string,
    expect?: "pass" | "fail",
  ): CaseOutcome {
    const message =
      error instanceof CliError
        ? error.message
        : `${this.config.file}:${line}: ${error instanceof Error ? error.message : String(error)}`;
    return {
      id: id ?? idOf(text) ?? `line-${line}`,
      line,
      ...(expect ? { expect } : {}),
      got: "error",
      claims: [],
      error: message.replace(/\s*[\r\n]+\s*/g, " "),
      ms: performance.now() - started,
    };
  }
}

/** The id a malformed case names, when its line is JSON with one. */
function idOf(text: string): string | undefined {
  try {
    const raw = JSON.parse(text) as { id?: unknown };
    return typeof raw?.id === "string" || typeof raw?.id === "number" ? String(raw.id) : undefined;
  } catch {
    return undefined;
  }
}
