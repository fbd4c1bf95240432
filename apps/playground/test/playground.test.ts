import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildSite, type StaticServer, serveDir } from "../scripts/site.js";

// The built site, served over HTTP, in Debian's chromium driven by
// playwright-core (no browser download), launched as the review package's test launches it.
const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"];
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const DEFAULT_ANSWER = "Net income rose 9.5% to $412m [R1].";

let outDir: string;
let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
/** What the pages asked of other origins, and what their policy refused. */
const offences: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  outDir = mkdtempSync(join(tmpdir(), "crossfoot-playground-"));
  await buildSite(outDir);
  server = await serveDir(outDir);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
  context.on("request", (r) => {
    if (!r.url().startsWith(`${server.origin}/`)) offences.push(`request ${r.url()}`);
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** A fresh page on `url`, its console watched for refusals and errors, once its check is done. */
async function open(url = `${server.origin}/`): Promise<Page> {
  const page = await context.newPage();
  const watch = (text: string, type: string) => {
    if (/Content Security Policy|Refused|unsafe-eval/i.test(text) || type === "error")
      offences.push(`${type}: ${text}`);
  };
  page.on("console", (m) => watch(m.text(), m.type()));
  page.on("pageerror", (e) => offences.push(`pageerror: ${e.message}`));
  page.on("worker", (w) => w.on("console", (m) => watch(m.text(), m.type())));
  await page.goto(url);
  await settled(page);
  return page;
}

/** Wait until the newest state is checked (or refused), then give its status. */
async function settled(page: Page): Promise<string> {
  try {
    await page.locator('#status:not([data-state="checking"])').waitFor({ timeout: 20_000 });
  } catch (error) {
    const shown = await page.locator("#status, #error").allTextContents();
    throw new Error(`no verdict: ${JSON.stringify(shown)}; ${offences.join("; ")}`, {
      cause: error,
    });
  }
  return (await page.locator("#status").getAttribute("data-state")) ?? "";
}

/** Each marked figure of the review view and its status. */
async function figures(page: Page): Promise<string[]> {
  return page
    .locator(".cf-answer .cf-claim")
    .evaluateAll((marks) => marks.map((m) => `${m.textContent} ${m.getAttribute("data-status")}`));
}

/** axe-core's violations on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, which the page's policy (no inline scripts) does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(): Promise<{
            passes: unknown[];
            violations: { id: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const results = await axe.run();
    if (results.passes.length === 0) return ["axe-core checked nothing"];
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`,
    );
  });
}

describe("the playground, built and served", () => {
  it("builds to a static folder with everything bundled", () => {
    const files = readdirSync(join(outDir, "assets"));
    expect(files.some((f) => /^worker-.*\.js$/.test(f))).toBe(true);
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("loads and checks the default preset: one passing and one failing figure", async () => {
    const page = await open();
    expect(await page.locator("#preset").inputValue()).toBe("wrong-direction");
    expect(await page.locator("#answer").inputValue()).toBe(DEFAULT_ANSWER);
    expect(await figures(page)).toEqual(["9.5% contradicted", "$412m supported_exact"]);
    expect(await page.locator(".cf-claim.cf-pass").count()).toBe(1);
    expect(await page.locator(".cf-claim.cf-fail").count()).toBe(1);
    expect(await page.locator(".cf-head").textContent()).toBe(
      "FAILED · 2 claims · 1 failed · score 0.50",
    );
    expect(await page.locator("#status").textContent()).toContain("FAILED · 2 claims · 1 failed");
    expect(await page.locator(".cf-source").count()).toBe(3);
    expect(new URL(page.url()).hash).toMatch(/^#d1\.[A-Za-z0-9_-]+$/);
    await page.close();
  });

  it("highlights what proves a selected figure, and what contradicts a failing one", async () => {
    const page = await open();
    await page.locator(".cf-claim", { hasText: "$412m" }).click();
    expect(await page.locator(".cf-hl-proves dt").allTextContents()).toEqual(["net_income_2024"]);
    await page.locator(".cf-claim", { hasText: "9.5%" }).click();
    expect(await page.locator(".cf-hl-proves").count()).toBe(0);
    expect(await page.locator(".cf-hl-contradicts dt").allTextContents()).toEqual([
      "net_income_2023",
      "net_income_2024",
    ]);
    expect(await page.locator(".cf-detail:not([hidden])").textContent()).toContain("contradicted");
    // Typing on keeps the figure selected while it is still there.
    await page.locator("#answer").press("End");
    await page.locator("#answer").pressSequentially(" Costs held.");
    expect(await settled(page)).toBe("done");
    expect(await page.locator(".cf-answer").textContent()).toContain("Costs held.");
    expect(await page.locator('.cf-claim[aria-pressed="true"]').allTextContents()).toEqual([
      "9.5%",
    ]);
    expect(await page.locator(".cf-hl-contradicts dt").count()).toBe(2);
    await page.close();
  });

  it("updates the view as an answer is typed, and the link restores sources, answer, options and verdict", async () => {
    const page = await open();
    await page.locator("#answer").fill("");
    await page.locator("#answer").pressSequentially("Revenue grew 12% to $3.6bn in 2024.", {
      delay: 5,
    });
    expect(await settled(page)).toBe("done");
    expect(await figures(page)).toEqual(["12% derived", "$3.6bn unsupported"]);
    expect(await page.locator("#preset").inputValue()).toBe("");

    await page.getByLabel("Require citations").check();
    const sources = page.locator("#sources");
    await sources.fill(
      `${(await sources.inputValue()).replace(/\]\s*$/, "")},\n  "Headcount reached 1,900 in 2024."\n]`,
    );
    await page.locator("#answer").fill("Revenue grew 12% [R1]. Headcount reached 1,900 [S4].");
    expect(await settled(page)).toBe("done");
    const verdict = await figures(page);
    expect(verdict).toEqual(["12% derived", "1,900 supported_exact"]);
    const summary = await page.locator("#status").textContent();

    const copy = await open(page.url());
    expect(await copy.locator("#sources").inputValue()).toBe(await sources.inputValue());
    expect(await copy.locator("#answer").inputValue()).toBe(
      "Revenue grew 12% [R1]. Headcount reached 1,900 [S4].",
    );
    expect(await copy.getByLabel("Require citations").isChecked()).toBe(true);
    expect(await copy.getByLabel("Allow rounding").isChecked()).toBe(true);
    expect(await figures(copy)).toEqual(verdict);
    expect(await copy.locator("#status").textContent()).toBe(summary);

    // Copy link gives the address that restores it.
    await copy.getByRole("button", { name: "Copy link" }).click();
    await copy.locator("#copy-status", { hasText: "Link copied." }).waitFor();
    expect(await copy.evaluate(() => navigator.clipboard.readText())).toBe(copy.url());
    await copy.close();
    await page.close();
  });

  it("follows the fragment when it changes, in either form, and reads an uploaded file", async () => {
    const page = await open();
    const state = {
      s: "Revenue was $4.8m in 2024.",
      a: "Revenue was $4.8m [S1].",
      o: { allowRounding: false },
    };
    const plain = `#j1.${Buffer.from(JSON.stringify(state)).toString("base64url")}`;
    await page.evaluate((hash) => {
      location.hash = hash;
    }, plain);
    await expectValue(page, "#answer", state.a);
    expect(await settled(page)).toBe("done");
    expect(await page.getByLabel("Allow rounding").isChecked()).toBe(false);
    expect(await figures(page)).toEqual(["$4.8m supported_exact"]);

    await page.locator("#sources-file").setInputFiles({
      name: "revenue.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("year,revenue\n2023,4.1\n2024,4.8\n"),
    });
    await expectValue(page, "#sources", "year,revenue\n2023,4.1\n2024,4.8\n");
    expect(await settled(page)).toBe("done");
    expect(await page.locator(".cf-source table").count()).toBe(1);
    await page.close();
  });

  it("shows an error, not a crash, for malformed sources JSON, and recovers", async () => {
    const page = await open();
    await page.locator("#sources").fill('[{"id": "R1", "fields": {"revenue": 12}');
    expect(await settled(page)).toBe("error");
    const error = page.locator("#error");
    expect(await error.isVisible()).toBe(true);
    expect(await error.textContent()).toContain("look like JSON");
    expect(await error.textContent()).toContain("(line 1, column 40)");
    expect(await page.locator("#review").isHidden()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator("#sources").fill('[{"id": "R1", "fields": {"revenue": 12}}, 7]');
    await page.locator("#answer").fill("Revenue was 12 [R1].");
    expect(await settled(page)).toBe("done");
    expect(await error.isHidden()).toBe(true);
    expect(await figures(page)).toEqual(["12 supported_exact"]);
    expect(await page.locator("#diagnostics li").allTextContents()).toEqual([
      "S2: expected a string, a record or a table, got number",
    ]);
    await page.close();
  });

  it("has no accessibility violations axe-core finds, with a figure selected", async () => {
    const page = await open();
    await page.locator(".cf-claim", { hasText: "9.5%" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("evaluated no strings and asked no other origin for anything, under its policy", () => {
    expect(offences).toEqual([]);
    // Nor does its source reach for eval.
    for (const file of readdirSync(join(APP_DIR, "src")))
      expect(readFileSync(join(APP_DIR, "src", file), "utf8")).not.toMatch(
        /\beval\(|new Function\b/,
      );
  });
});

/** Wait until a form control holds a value. */
async function expectValue(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([s, v]) => (document.querySelector(s) as HTMLTextAreaElement | null)?.value === v,
    [selector, value] as const,
  );
}
