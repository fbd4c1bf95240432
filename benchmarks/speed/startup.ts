/**
 * Start-up time of `crossfoot check` (the measurement is in startup-report.ts,
 * which eval.ts runs too).
 *
 *   pnpm build && pnpm bench benchmarks/speed/startup.ts [--runs 30]
 */
import { startupReport } from "./startup-report.js";

const k = process.argv.indexOf("--runs");
console.log(startupReport(k === -1 ? 30 : Number(process.argv[k + 1])));
