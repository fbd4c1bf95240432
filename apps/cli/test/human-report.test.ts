import { type Claim, Report } from "crossfoot";
import { describe, expect, it } from "vitest";
import { renderHumanReport } from "../src/human-report.js";

const plain = (s: string) => s;
const NO_COLORS = { bold: plain, red: plain, green: plain };

/** A generated claim: a supported figure, or an unsupported one every seventh. */
function claimAt(i: number, text = `${i}`): Claim {
  const passed = i % 7 !== 0;
  return {
    text,
    start: i * 10,
    end: i * 10 + text.length,
    status: passed ? "supported_exact" : "unsupported",
    passed,
    evidence: passed ? "value" : "no source value",
    details: { type: "none", reason: "generated", searched: [] },
    sentence: i,
    cited: [],
    value: i,
    precision: 1,
    kind: "number",
  } as unknown as Claim;
}

describe("the human report", () => {
  it("renders 200,000 claims without overflowing the stack", () => {
    const report = new Report(Array.from({ length: 200_000 }, (_, i) => claimAt(i)));
    const lines = renderHumanReport(report, NO_COLORS).split("\n");
    expect(lines).toHaveLength(200_001);
    expect(lines[1]).toBe("  ✗ 0       unsupported      no source value");
    expect(lines[2]).toBe("  ✓ 1       supported_exact  value");
  });

  it("does not pad every line to one very long figure", () => {
    const long = "9".repeat(100_000);
    const report = new Report([claimAt(1, "12%"), claimAt(2, long), claimAt(3, "$3.2bn")]);
    const lines = renderHumanReport(report, NO_COLORS).split("\n");
    expect(lines[1]).toBe("  ✓ 12%     supported_exact  value");
    expect(lines[2]).toBe(`  ✓ ${long}  supported_exact  value`);
    expect(lines[3]).toBe("  ✓ $3.2bn  supported_exact  value");
  });
});
