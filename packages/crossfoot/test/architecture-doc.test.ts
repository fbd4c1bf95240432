import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { check } from "../src/index.js";

const doc = readFileSync(
  fileURLToPath(new URL("../../../docs/architecture.md", import.meta.url)),
  "utf8",
);
const src = fileURLToPath(new URL("../src/", import.meta.url));

describe("docs/architecture.md", () => {
  it("names only files of the checker that exist", () => {
    const named = [
      ...doc.matchAll(
        /`((?:base|read|places|bind|prove|judge|correct)\/[a-z-]+\.ts|[a-z-]+\.ts)`/g,
      ),
    ]
      .map((m) => m[1] as string)
      // Files of other packages are named with their package's path.
      .filter((path) => !path.startsWith("packages/"));
    expect(named.length).toBeGreaterThan(30);
    for (const path of new Set(named)) expect(existsSync(`${src}${path}`), path).toBe(true);
  });

  it("walks the figure as check() judges it: each status and evidence line as the report gives it", () => {
    const report = check("Revenue grew 12% to $3.2bn [R1].", [
      { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
    ]);
    expect(report.claims.map((c) => [c.text, c.status])).toEqual([
      ["12%", "derived"],
      ["$3.2bn", "supported_rounded"],
    ]);
    for (const claim of report.claims) {
      expect(doc).toContain(`\`${claim.text}\` becomes \`${claim.status}\``);
      expect(doc).toContain(claim.evidence);
    }
    expect(report.passed).toBe(true);
  });

  it("corrects the figure as the walk says, had it been written $3.5bn", () => {
    const report = check("Revenue grew 12% to $3.5bn [R1].", [
      { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
    ]);
    const [only, ...more] = report.corrections();
    expect(more).toEqual([]);
    expect(doc).toContain(`\`${only?.from}\` → \`${only?.to}\`, \`${only?.status}\``);
  });
});
