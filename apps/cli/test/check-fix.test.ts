import { CorrectionSchema } from "crossfoot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cli, expectInputError, Fixtures, PASSING_ANSWER, SOURCES } from "./helpers.js";

let fx: Fixtures;
let cwd: string;

beforeAll(() => {
  fx = new Fixtures("crossfoot-fix-");
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  fx.write("wrong.txt", "Revenue fell 12% to $3.5bn in 2024 [R1].\n");
  fx.write("unfixable.txt", "Revenue was $3.21bn in 2024 [R1]. The fleet has 40 ships [R1].\n");
  fx.write("right.txt", `${PASSING_ANSWER}\n`);
});
afterAll(() => fx.remove());

describe("crossfoot check --fix", () => {
  test("prints the corrected answer, says on stderr what changed, and exits 0 when it now passes", async () => {
    const r = await cli(["check", "--answer", "wrong.txt", "--sources", "sources.json", "--fix"], {
      cwd,
    });
    expect(r.stdout).toBe("Revenue rose 12% to $3.2bn in 2024 [R1].\n");
    expect(r.stderr).toMatch(/^corrected: fell -> rose \(derived: [^\n]+\)\n/m);
    expect(r.stderr).toMatch(/^corrected: \$3\.5bn -> \$3\.2bn \(supported_rounded: [^\n]+\)\n/m);
    expect(r.code).toBe(0);
  });

  test("leaves a figure no source value explains as written, names it, and exits 1", async () => {
    const r = await cli(
      ["check", "--answer", "unfixable.txt", "--sources", "sources.json", "--fix"],
      { cwd },
    );
    expect(r.stdout).toBe("Revenue was $3.21bn in 2024 [R1]. The fleet has 40 ships [R1].\n");
    expect(r.stderr).toMatch(/^not corrected: 40 \(unsupported: /m);
    expect(r.code).toBe(1);
  });

  test("prints a passing answer unchanged with nothing on stderr", async () => {
    const r = await cli(["check", "--answer", "right.txt", "--sources", "sources.json", "--fix"], {
      cwd,
    });
    expect(r).toMatchObject({ code: 0, stdout: `${PASSING_ANSWER}\n`, stderr: "" });
  });

  test("--json gives the corrected answer, whether it passes, and each correction with its evidence", async () => {
    const r = await cli(
      ["check", "--answer", "wrong.txt", "--sources", "sources.json", "--fix", "--json"],
      { cwd },
    );
    const out = JSON.parse(r.stdout);
    expect(out.answer).toBe("Revenue rose 12% to $3.2bn in 2024 [R1].\n");
    expect(out.passed).toBe(true);
    expect(out.corrections.map((c: { from: string; to: string }) => [c.from, c.to])).toEqual([
      ["fell", "rose"],
      ["$3.5bn", "$3.2bn"],
    ]);
    for (const c of out.corrections) expect(CorrectionSchema.safeParse(c).success).toBe(true);
  });

  test("refuses --fix with --caveat", async () => {
    expectInputError(
      await cli(
        ["check", "--answer", "wrong.txt", "--sources", "sources.json", "--fix", "--caveat"],
        { cwd },
      ),
      "give --fix or --caveat, not both",
    );
  });
});
