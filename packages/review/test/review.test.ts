import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Checker } from "crossfoot";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderReview, reviewPage, reviewSources } from "../src/index.js";

// Debian's chromium, driven by playwright-core (no browser download), as the CLI's HTML test runs it.
const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"];
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const SOURCES = [
  {
    id: "F1",
    text: "Harvest results (in thousands of dollars):\n\n| | 2025 | 2024 |\n|---|---|---|\n| Orchard revenue | 4,682 | 4,215 |\n| Orchard costs | 3,910 | 3,874 |\n\nThe <b>co-op</b> paid its members in March.",
  },
  { id: "F2", fields: { members_2025: 412 } },
  "Median response time held at 26.7ms during the soak test.",
];
const ANSWER =
  "Orchard revenue grew 11% to $4.7 million in 2025 [F1]. Costs were $3.5 million [F1]. The co-op had 412 members [F2] and answered in 27ms [S3]. It paid <script>alert(1)</script> on time.";

function review(): string {
  const checker = new Checker(SOURCES);
  const report = checker.check(ANSWER);
  return renderReview({ answer: ANSWER, report, sources: reviewSources(checker.sources) });
}

let browser: Browser;
let page: Page;
const refused: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const dir = mkdtempSync(join(tmpdir(), "crossfoot-review-"));
  const file = join(dir, "review.html");
  writeFileSync(file, await reviewPage("Harvest answer", [review()]));
  page = await browser.newPage();
  page.on("console", (m) => {
    if (/Content Security Policy|Refused/.test(m.text())) refused.push(m.text());
  });
  page.on("request", (r) => {
    if (!r.url().startsWith("file:")) refused.push(`request ${r.url()}`);
  });
  await page.goto(pathToFileURL(file).href);
}, 60_000);
afterAll(async () => browser?.close());

describe("the review view in Chromium", () => {
  it("shows the answer, the sources as tables, fields and paragraphs, and escapes what it shows", async () => {
    expect(await page.locator(".cf-claim").count()).toBe(6);
    expect(await page.locator(".cf-source table").count()).toBe(1);
    expect(await page.locator(".cf-source th").allTextContents()).toEqual([
      "column 1",
      "2025",
      "2024",
    ]);
    expect(await page.locator(".cf-fields dt").allTextContents()).toEqual(["members_2025"]);
    expect(await page.locator(".cf-answer").textContent()).toContain("<script>alert(1)</script>");
    expect(await page.locator(".cf-source").first().textContent()).toContain(
      "The <b>co-op</b> paid",
    );
    expect(await page.locator("script").count()).toBe(1);
  });

  it("highlights the proving cell, shows the formula and the plain-words status when a figure is selected by mouse or keyboard", async () => {
    await page.locator(".cf-claim", { hasText: "$4.7 million" }).click();
    const proving = page.locator(".cf-hl-proves");
    expect(await proving.allTextContents()).toEqual(["4,682"]);
    const panel = page.locator(".cf-detail:not([hidden])");
    expect(await panel.textContent()).toContain("a rounding of a source value");
    await page.locator(".cf-claim", { hasText: "11%" }).focus();
    await page.keyboard.press("Enter");
    expect(await page.locator(".cf-hl-proves").allTextContents()).toEqual(["4,682", "4,215"]);
    expect(await page.locator(".cf-detail:not([hidden]) .cf-formula").textContent()).toContain(
      "4,215",
    );
    await page.locator(".cf-detail:not([hidden]) .cf-op").first().click();
    expect(await page.locator(".cf-hl-focus").count()).toBe(1);
  });

  it("marks what a failing figure was held to, and the words of a text source that prove one", async () => {
    await page.locator(".cf-claim", { hasText: "$3.5 million" }).click();
    expect(await page.locator(".cf-hl-near").allTextContents()).toContain("3,874");
    expect(await page.locator(".cf-detail:not([hidden])").textContent()).toContain("unsupported");
    await page.locator(".cf-claim", { hasText: "27ms" }).click();
    expect(await page.locator(".cf-hl-proves").allTextContents()).toEqual(["26.7ms"]);
    await page.locator(".cf-claim", { hasText: "412" }).click();
    expect(await page.locator(".cf-hl-proves dt").allTextContents()).toEqual(["members_2025"]);
  });

  it("filters by status", async () => {
    await page.locator(".cf-filter", { hasText: "failing" }).click();
    const passing = new Checker(SOURCES).check(ANSWER).claims.filter((c) => c.passed).length;
    expect(passing).toBeGreaterThan(0);
    expect(await page.locator(".cf-claim.cf-dim").count()).toBe(passing);
    await page.locator(".cf-filter", { hasText: "all" }).click();
    expect(await page.locator(".cf-claim.cf-dim").count()).toBe(0);
  });

  it("runs under its strict policy, asks the network for nothing, and has no accessibility violations axe-core finds", async () => {
    expect(refused).toEqual([]);
    await page.addScriptTag({ content: AXE }).catch(() => undefined);
    // The page's policy refuses the injected axe script: audit a copy of the page without it.
    const html = await page.content();
    const audit = await browser.newPage();
    await audit.setContent(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""));
    await audit.addScriptTag({ content: AXE });
    await audit.locator(".cf-claim", { hasText: "$4.7 million" }).click();
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
  });
});
