import { cpSync, existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  cli,
  EXAMPLE_CASE_COUNT,
  EXAMPLE_CASES,
  FAILING_ANSWER,
  Fixtures,
  SOURCES,
} from "./helpers.js";

// Debian's chromium, driven by playwright-core (no browser download). `.ci/run`
// installs it when it is missing; TOOLCHAIN.md lists the flags that work here.
const CHROMIUM = "/usr/bin/chromium";
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
// The repository, where the review view's screenshot for the README is written.
const REPO = join(new URL(".", import.meta.url).pathname, "../../..");
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

let fx: Fixtures;
let browser: Browser;
let htmlFile: string;
let junitFile: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\``);
  }
  fx = new Fixtures("crossfoot-html-");
  // The examples' sources, beside the case file (a sources_file must be inside its folder).
  cpSync(join(EXAMPLE_CASES, "..", "sources"), join(fx.dir, "sources"), { recursive: true });
  // The bundled examples, plus one mislabelled case and one malformed line.
  const examples = readFileSync(EXAMPLE_CASES, "utf8").trimEnd().split("\n");
  const cases = examples.map((l) => {
    const c = JSON.parse(l) as { sources_file?: string };
    if (c.sources_file) c.sources_file = join(fx.dir, c.sources_file);
    return c;
  });
  fx.writeJsonl("cases.jsonl", [
    ...cases,
    { id: "mislabelled", output: FAILING_ANSWER, sources: SOURCES },
    '{"id": "broken", ',
  ]);
  const r = await cli(
    [
      "eval",
      "cases.jsonl",
      "--html",
      "report.html",
      "--junit",
      "report.xml",
      "--min-accuracy",
      "0",
    ],
    { cwd: fx.dir },
  );
  expect(r.code).toBe(0);
  htmlFile = join(fx.dir, "report.html");
  junitFile = join(fx.dir, "report.xml");
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fx?.remove();
});

describe("the HTML report in headless Chromium", () => {
  test("shows the summary and highlighted claims with their evidence, filters by status, fetches nothing", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const url = pathToFileURL(htmlFile).href;
    await page.goto(url);

    const summary = page.locator("#summary");
    await expect(summary.isVisible()).resolves.toBe(true);
    const text = await summary.innerText();
    expect(text).toContain("accuracy");
    expect(text).toMatch(/\d+\.\d\d%/);
    // The examples as expected, one mislabelled case, one malformed line; the gate (0) passed.
    const total = EXAMPLE_CASE_COUNT + 2;
    expect(text).toContain(`${EXAMPLE_CASE_COUNT} / ${total}`);
    expect(text).toContain(`${((100 * EXAMPLE_CASE_COUNT) / total).toFixed(2)}%`);
    expect(text).toContain("PASSED");

    const claim = page.locator("mark.claim").first();
    await expect(claim.isVisible()).resolves.toBe(true);
    const tip = claim.locator(".tip");
    await expect(tip.isVisible()).resolves.toBe(false);
    await claim.hover();
    await expect(tip.isVisible()).resolves.toBe(true);
    expect(await tip.innerText()).toMatch(/^supported_exact \[R1\] revenue_2024 = 3,214,000,000$/);

    const visibleRows = () => page.locator("#cases > tbody > tr.case:visible").count();
    const all = await visibleRows();
    expect(all).toBe(EXAMPLE_CASE_COUNT + 2);
    await page.click('button[data-filter="fail"]');
    expect(await visibleRows()).toBe(1);
    expect(await page.locator("#cases > tbody > tr.case:visible td.id").innerText()).toContain(
      "mislabelled",
    );
    await page.click('button[data-filter="error"]');
    expect(await visibleRows()).toBe(1);
    expect(await page.locator("#cases > tbody > tr.case:visible td.answer").innerText()).toContain(
      `cases.jsonl:${EXAMPLE_CASE_COUNT + 2}:`,
    );
    await page.click('button[data-filter="all"]');
    await page.selectOption("#claim-status", "wrong_record");
    expect(await visibleRows()).toBe(1);
    expect(await page.locator("#shown").innerText()).toBe(`1 of ${all} shown`);
    await page.selectOption("#claim-status", "");

    const shots = mkdtempSync(join(tmpdir(), "crossfoot-screenshot-"));
    const shot = join(shots, "report.png");
    await page.locator("mark.claim").nth(2).hover();
    await page.screenshot({ path: shot });
    expect(statSync(shot).size).toBeGreaterThan(10_000);
    console.log(`screenshot: ${shot}`);

    expect(requests).toEqual([url]);
    await page.close();
  }, 60_000);

  test("each case opens into its review view: selecting a figure highlights the cell that proves it, under the page's strict policy, with no accessibility violations axe-core finds", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused/.test(m.text())) refused.push(m.text());
    });
    await page.goto(pathToFileURL(htmlFile).href);
    const row = page.locator("#cases > tbody > tr.case", { hasText: "derived-growth" });
    const review = row.locator("xpath=following-sibling::tr[1]");
    await review.locator("summary").click();
    const figure = review.locator(".cf-claim", { hasText: "$3.21bn" });
    await figure.click();
    expect(await review.locator(".cf-hl-proves dd").allTextContents()).toEqual(["3214000000"]);
    expect(await review.locator(".cf-detail:not([hidden])").innerText()).toContain(
      "a rounding of a source value",
    );
    await review.locator(".cf-claim", { hasText: "12%" }).click();
    expect(await review.locator(".cf-hl-proves").count()).toBe(2);
    expect(refused).toEqual([]);
    await review.locator(".cf-review").screenshot({ path: join(REPO, "docs/images/review.png") });

    // The policy refuses an injected script: audit a copy of the page without it.
    const audit = await browser.newPage();
    await audit.setContent(
      (await page.content()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""),
    );
    await audit.addScriptTag({ content: AXE });
    const violations = await audit.evaluate(async () => {
      const axe = (
        globalThis as unknown as {
          axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe;
      return (await axe.run()).violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await audit.close();
    await page.close();
  }, 60_000);

  test("the JUnit report is well-formed XML", async () => {
    const page = await browser.newPage();
    const xml = readFileSync(junitFile, "utf8");
    const result = await page.evaluate((text) => {
      // The browser's XML parser (this function runs in the page, where DOMParser exists).
      type Doc = { getElementsByTagName(name: string): { length: number } };
      const { DOMParser } = globalThis as unknown as {
        DOMParser: new () => { parseFromString(text: string, type: string): Doc };
      };
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        cases: doc.getElementsByTagName("testcase").length,
        failures: doc.getElementsByTagName("failure").length,
        errorCases: doc.getElementsByTagName("error").length,
      };
    }, xml);
    expect(result).toEqual({
      errors: 0,
      cases: EXAMPLE_CASE_COUNT + 2,
      failures: 1,
      errorCases: 1,
    });
    await page.close();
  }, 60_000);
});
