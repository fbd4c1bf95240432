import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadVectorFiles } from "@crossfoot/tooling/vectors";
import { EdgeRuntime } from "edge-runtime";
import { build } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CheckOptions, check } from "../src/index.js";

// check() must give the same report wherever it runs: the built package,
// bundled for the browser as a page would bundle it, run in a Web Worker in
// Chromium and in the edge runtime's VM, against check() on Node.

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), "..");

// Debian's chromium, driven by playwright-core (no browser download), launched
// as apps/cli/test/html-browser.test.ts launches it.
const CHROMIUM = "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** One end-to-end case as the runtimes receive it (plain JSON). */
interface Case {
  readonly id: string;
  readonly output: string;
  readonly sources: unknown;
  readonly options: CheckOptions;
}

// Every end-to-end vector that is not pending.
const CASES: Case[] = loadVectorFiles("check")
  .flatMap((f) => f.cases)
  .filter((c) => c.pending === undefined)
  .map((c) => ({
    id: c.id,
    output: c.output,
    sources: c.sources,
    options: (c.options ?? {}) as CheckOptions,
  }));
const CASES_JSON = JSON.stringify(CASES);

/** The name the bundle gives its exports in the global scope. */
const GLOBAL = "crossfootRuntimes";

/**
 * The bundle's entry: `reportsOf` takes the cases as a JSON string and gives
 * back, as a JSON string, each case's report JSON (or the error it threw), so
 * only strings cross from one runtime to another.
 */
const ENTRY = `
import { check } from "crossfoot";
function reportOf(c) {
  try {
    return JSON.stringify(check(c.output, c.sources, c.options).toJSON());
  } catch (e) {
    return "threw " + String(e && e.name) + ": " + String(e && e.message);
  }
}
export function reportsOf(casesJson) {
  return JSON.stringify(JSON.parse(casesJson).map(reportOf));
}
`;

/** Node's report JSON for a case, or the error it threw, written as the bundle writes it. */
function nodeReportOf(c: Case): string {
  try {
    return JSON.stringify(check(c.output, c.sources, c.options).toJSON());
  } catch (e) {
    const error = e as Error | undefined;
    return `threw ${String(error?.name)}: ${String(error?.message)}`;
  }
}

/** Fail naming every case whose report differs from Node's, with both JSONs. */
function expectNodeReports(runtime: string, reports: readonly string[]): void {
  expect(reports).toHaveLength(CASES.length);
  const differences = CASES.flatMap((c, k) =>
    reports[k] === nodeReports[k]
      ? []
      : [`${c.id}\n  Node:     ${nodeReports[k]}\n  ${`${runtime}:`.padEnd(9)} ${reports[k]}`],
  );
  expect(
    differences.length,
    `${differences.length} of ${CASES.length} reports differ between Node and ${runtime} ` +
      "(the bundle is of dist/, Node's check() of src/: rebuild with `pnpm --filter crossfoot build` " +
      `if src/ changed since)\n\n${differences.join("\n\n")}\n`,
  ).toBe(0);
}

let bundle: string;
let nodeReports: string[];
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\``);
  }
  if (!existsSync(join(PACKAGE, "dist/index.js"))) {
    throw new Error("packages/crossfoot/dist is missing: run `pnpm --filter crossfoot build`");
  }
  // The built package as a browser bundle would take it, as a classic script defining GLOBAL.
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: PACKAGE, sourcefile: "runtimes-entry.js" },
    bundle: true,
    write: false,
    platform: "browser",
    format: "iife",
    globalName: GLOBAL,
    target: "es2022",
    conditions: ["browser", "import"],
    minify: true,
    treeShaking: true,
    logLevel: "silent",
  });
  bundle = (result.outputFiles[0] as { text: string }).text;
  nodeReports = CASES.map(nodeReportOf);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("check() in other runtimes", () => {
  test("the edge runtime's VM gives every vector case the report Node gives", () => {
    expect(CASES.length).toBeGreaterThan(0);
    const vm = new EdgeRuntime();
    // The edge global scope: web primitives, no Node.
    expect(vm.evaluate("[typeof EdgeRuntime, typeof process, typeof require].join()")).toBe(
      "string,undefined,undefined",
    );
    try {
      vm.evaluate(bundle);
    } catch (e) {
      throw new Error(`the bundle of check() does not load in the edge runtime: ${String(e)}`);
    }
    const reports = JSON.parse(
      vm.evaluate(`${GLOBAL}.reportsOf(${JSON.stringify(CASES_JSON)})`),
    ) as string[];
    expectNodeReports("edge", reports);
  }, 60_000);

  test("a Web Worker in headless Chromium gives every vector case the report Node gives", async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on("pageerror", (e) => failures.push(e.message));
    // The worker answers the cases it is posted with their reports, and says where it ran.
    const script = `${bundle}
self.onmessage = (e) => self.postMessage({
  inWorker: typeof WorkerGlobalScope === "function" && self instanceof WorkerGlobalScope,
  reports: ${GLOBAL}.reportsOf(e.data),
});`;
    try {
      const answer = await page.evaluate(
        ([source, input]) =>
          new Promise<{ inWorker: boolean; reports: string }>((resolve, reject) => {
            // This runs in the page, where Worker exists.
            type WorkerLike = {
              onmessage: ((e: { data: { inWorker: boolean; reports: string } }) => void) | null;
              onerror: ((e: { message?: string }) => void) | null;
              postMessage(data: string): void;
              terminate(): void;
            };
            const { Worker } = globalThis as unknown as { Worker: new (url: string) => WorkerLike };
            const worker = new Worker(
              URL.createObjectURL(new Blob([source], { type: "text/javascript" })),
            );
            worker.onmessage = (e) => {
              worker.terminate();
              resolve(e.data);
            };
            worker.onerror = (e) =>
              reject(new Error(`the bundle of check() failed in the worker: ${e.message ?? "?"}`));
            worker.postMessage(input);
          }),
        [script, CASES_JSON] as const,
      );
      expect(failures).toEqual([]);
      expect(answer.inWorker).toBe(true);
      expectNodeReports("Chromium", JSON.parse(answer.reports) as string[]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
