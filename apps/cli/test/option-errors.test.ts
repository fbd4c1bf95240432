import { check } from "crossfoot";
import { describe, expect, it } from "vitest";
import { errorLine } from "../src/run.js";

/** The error `check` throws for these options. */
function thrownBy(options: object): unknown {
  try {
    check("Revenue was $3.6bn [R1].", [{ id: "R1", fields: { revenue: 3.6e9 } }], options as never);
  } catch (e) {
    return e;
  }
  throw new Error("expected check to throw");
}

describe("a check option of the wrong type or value", () => {
  it("is an input error of one line, not an internal error", () => {
    expect(errorLine(thrownBy({ pack: 5 }))).toBe(
      'crossfoot: invalid option "pack": expected a unit pack from defineUnitPack ({ name, scales, currencies, units }), got 5 (a number)\n',
    );
    expect(errorLine(thrownBy({ allowRounding: "no" }))).toBe(
      'crossfoot: invalid option "allowRounding": expected true or false, got "no" (a string)\n',
    );
  });

  it("leaves any other error an internal error", () => {
    expect(errorLine(new TypeError("x is undefined"))).toBe(
      "crossfoot: internal error: x is undefined\n",
    );
  });
});
