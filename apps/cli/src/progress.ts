import type { CliIo } from "./io.js";

/** Show the bar only once a run has taken this long, so short runs print nothing extra. */
export const PROGRESS_DELAY_MS = 1000;
const REDRAW_MS = 100;
const BAR = 24;

/**
 * A one-line progress bar on standard error, shown only when standard error
 * is a terminal and the run has lasted more than a second. Progress is the
 * share of the case file's bytes whose cases are done.
 */
export class Progress {
  private readonly enabled: boolean;
  private readonly started: number;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private drawn = false;

  constructor(
    private readonly io: CliIo,
    private readonly totalBytes: number,
    private readonly now: () => number,
  ) {
    this.enabled = io.stderrIsTTY === true;
    this.started = now();
  }

  /** Record progress; redraws at most every 100 ms. */
  update(cases: number, bytesDone: number): void {
    if (!this.enabled) return;
    const t = this.now();
    if (t - this.started < PROGRESS_DELAY_MS || t - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = t;
    const share = this.totalBytes > 0 ? Math.min(1, bytesDone / this.totalBytes) : 1;
    const filled = Math.round(share * BAR);
    const rate = cases / ((t - this.started) / 1000);
    let line = `[${"█".repeat(filled)}${"░".repeat(BAR - filled)}] ${Math.floor(share * 100)
      .toString()
      .padStart(
        3,
      )}% · ${cases.toLocaleString("en-US")} cases · ${Math.round(rate).toLocaleString("en-US")}/s`;
    const width = (this.io.stderrColumns ?? 80) - 1;
    if (line.length > width) line = line.slice(0, Math.max(0, width));
    this.io.stderr(`\r${line}\u001b[K`);
    this.drawn = true;
  }

  /** Erase the bar (before other output to the terminal, and at the end). */
  clear(): void {
    if (!this.drawn) return;
    this.io.stderr("\r\u001b[K");
    this.drawn = false;
  }
}
