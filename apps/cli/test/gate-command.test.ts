import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cli, expectInputError, Fixtures, SOURCES } from "./helpers.js";

const KEPT = "Revenue grew 12% to $3.21bn [R1].";
const FAILED = "Costs were $9.9bn [R1].";

let fx: Fixtures;
let cwd: string;

beforeAll(() => {
  fx = new Fixtures("crossfoot-gate-");
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  fx.write("answer.txt", `${KEPT}  ${FAILED}\nThe board met in May.\n`);
});
afterAll(() => fx.remove());

describe("crossfoot gate", () => {
  test("prints the answer without its failing sentence, the rest as written, and says on stderr what it removed", async () => {
    const r = await cli(["gate", "--answer", "answer.txt", "--sources", "sources.json"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${KEPT}\nThe board met in May.\n`);
    expect(r.stderr).toMatch(
      /^removed: Costs were \$9\.9bn \[R1\]\. \(\$9\.9bn: unsupported, [^\n]+\)\n$/,
    );
  });

  test("withholds the answer below the keep ratio: nothing on stdout, exit 1", async () => {
    const r = await cli(
      ["gate", "--answer", "answer.txt", "--sources", "sources.json", "--keep-ratio", "0.9"],
      {
        cwd,
      },
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      "withheld: only 67% of the sentences passed, below the keep ratio\n",
    );
  });

  test("--ratio-of figures counts only the sentences that state figures", async () => {
    const r = await cli(
      [
        "gate",
        "--answer",
        "answer.txt",
        "--sources",
        "sources.json",
        "--ratio-of",
        "figures",
        "--keep-ratio",
        "0.6",
      ],
      { cwd },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("only 50% of the sentences passed");
  });

  test("--json prints the outcome: grounded, answer, removed, verdicts and the kept share", async () => {
    const r = await cli(["gate", FAILED, "--sources", "sources.json", "--json"], { cwd });
    expect(r.code).toBe(1);
    const outcome = JSON.parse(r.stdout);
    expect(outcome).toMatchObject({ grounded: false, answer: "", removed: [FAILED], keepRatio: 0 });
    expect(outcome.verdicts.map((v: { reason: string }) => v.reason)).toEqual(["figure_failed"]);
    expect(outcome.report).toBeUndefined();
  });

  test("refuses a keep ratio outside 0 to 1, an unknown --ratio-of and --tolerance, naming the flag", async () => {
    expectInputError(
      await cli(["gate", KEPT, "--sources", "sources.json", "--keep-ratio", "2"], { cwd }),
      "gate: --keep-ratio must be from 0 to 1",
    );
    expectInputError(
      await cli(["gate", KEPT, "--sources", "sources.json", "--ratio-of", "claims"], { cwd }),
      "gate: --ratio-of must be sentences or figures",
    );
    expectInputError(
      await cli(["gate", KEPT, "--sources", "sources.json", "--tolerance", "0.01"], { cwd }),
      "gate: --tolerance is for check only",
    );
    expectInputError(
      await cli(["gate", "--sources", "sources.json"], { cwd }),
      "gate: the answer is required",
    );
  });

  test("--help prints its usage", async () => {
    const r = await cli(["gate", "--help"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: crossfoot gate /);
  });
});
