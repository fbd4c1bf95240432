import { createHash } from "node:crypto";
import { Checker } from "crossfoot";
import { describe, expect, it } from "vitest";
import {
  placeKey,
  REVIEW_CSS,
  REVIEW_SCRIPT,
  renderReview,
  reviewPage,
  reviewSources,
  strictPolicy,
} from "../src/index.js";

describe("renderReview", () => {
  it("shows a long table's first rows and every row a figure's evidence names, with a line for each run left out", () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      berth: `Berth ${i + 1}`,
      fee: 1_000 + i,
    }));
    const checker = new Checker([{ id: "B1", rows }]);
    const answer = "Berth 450 charged a fee of 1,449 [B1].";
    const html = renderReview({
      answer,
      report: checker.check(answer),
      sources: reviewSources(checker.sources),
      maxRows: 20,
    });
    expect(html.match(/<tr>/g)?.length).toBe(1 + 20 + 1);
    expect(html).toContain("… 429 rows not shown");
    expect(html).toContain("… 50 rows not shown");
    expect(html).toContain(
      `data-place="${placeKey("B1", { type: "cell", table: 0, row: 449, column: 1 })}"`,
    );
  });

  it("escapes the answer, the sources and every label it shows", () => {
    const sources = [
      { id: 'R"1<', fields: { "fee_<b>_2025": 12 } },
      "<img src=x onerror=alert(1)> paid 7.",
    ];
    const checker = new Checker(sources);
    const answer = 'The <b>fee</b> was 12 [R"1<] and <i>7</i> was paid.';
    const html = renderReview({
      answer,
      report: checker.check(answer),
      sources: reviewSources(checker.sources),
    });
    for (const raw of ["<img src=x", "<b>fee</b>", "<i>7</i>", "fee_<b>_2025", 'R"1<'])
      expect(html).not.toContain(raw);
    expect(html).toContain("The &lt;b&gt;fee&lt;/b&gt;");
    expect(html).toContain(`data-record="R&quot;1&lt;"`);
  });

  it("keys places so ids and field names with spaces or quotes stay one token", () => {
    expect(placeKey("my record", { type: "field", field: 'a "b"' })).toBe(
      "my%20record~f~a%20%22b%22",
    );
    expect(placeKey("R1", { type: "text", start: 3, end: 9 })).toBe("R1~t~3~9");
  });
});

describe("reviewPage", () => {
  it("allows exactly its own style and script, by their hashes, and nothing else", async () => {
    const hash = (text: string) => createHash("sha256").update(text).digest("base64");
    const policy = await strictPolicy(REVIEW_CSS, REVIEW_SCRIPT);
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash(REVIEW_CSS)}'; script-src 'sha256-${hash(REVIEW_SCRIPT)}'; img-src data:; base-uri 'none'; form-action 'none'`,
    );
    const page = await reviewPage("A <title>", []);
    expect(page).toContain("<title>A &lt;title&gt;</title>");
    expect(page).toContain(`<style>${REVIEW_CSS}</style>`);
    expect(page).toContain(`<script>${REVIEW_SCRIPT}</script>`);
    expect(page).not.toContain("unsafe-inline");
  });
});
