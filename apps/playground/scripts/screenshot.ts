// Writes docs/images/playground.png: the playground at 1280×800 with a preset loaded and a failing figure selected.
// Run from the repository root: node --import tsx apps/playground/scripts/screenshot.ts
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { DEFAULT_PRESET } from "../src/preset.js";
import { APP_DIR, buildSite, serveDir } from "./site.js";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"];
const OUT = join(APP_DIR, "../../docs/images/playground.png");
/** The failing figure of the default preset that the picture shows selected. */
const FIGURE = "9.5%";

const outDir = mkdtempSync(join(tmpdir(), "crossfoot-playground-shot-"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  await buildSite(outDir);
  const server = await serveDir(outDir);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(`${server.origin}/`);
    await page.locator('#status[data-state="done"]').waitFor();
    const preset = await page.locator("#preset").inputValue();
    if (preset !== DEFAULT_PRESET)
      throw new Error(`expected preset ${DEFAULT_PRESET}, got ${preset}`);
    const mark = page.locator(".cf-claim.cf-fail", { hasText: FIGURE });
    await mark.click();
    // The click focuses the figure; the picture shows it selected, not its focus ring.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    mkdirSync(join(OUT, ".."), { recursive: true });
    await page.screenshot({ path: OUT });
    console.log(`wrote ${OUT}`);
  } finally {
    await server.close();
  }
} finally {
  await browser.close();
  rmSync(outDir, { recursive: true, force: true });
}
