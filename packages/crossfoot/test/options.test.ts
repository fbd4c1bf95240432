import { BASE_PACK, defineUnitPack } from "@crossfoot/units";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Checker, CheckOptionsSchema, check, InvalidOptionError } from "../src/index.js";

const R1 = { id: "R1", fields: { revenue_2024: 3_600_000_000 } };

/** Does `check` accept these options (it validates without zod)? */
function checkAccepts(options: unknown): boolean {
  try {
    check("Revenue was $3.6bn [R1].", [R1], options as never);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).toMatch(
      /^InvalidOptionError: crossfoot: (invalid option|options must be)/,
    );
    return false;
  }
}

const optionValue = fc.oneof(
  fc.boolean(),
  fc.double(),
  fc.constantFrom(0, -1, 0.1, 1, Number.NaN, Number.POSITIVE_INFINITY, Number.MIN_VALUE),
  fc.string({ maxLength: 5 }),
  fc.constantFrom(null, [], {}, "true"),
);
const optionName = fc.constantFrom(
  "requireCitations",
  "allowRounding",
  "allowDerived",
  "checkTableRows",
  "maxCoincidence",
  "metrics",
  "strict",
  "tolerance",
  "requireCitation",
);

describe("options validation", () => {
  test("should accept and reject exactly the options CheckOptionsSchema accepts and rejects", () => {
    fc.assert(
      fc.property(fc.dictionary(optionName, optionValue, { maxKeys: 4 }), (options) => {
        expect(checkAccepts(options)).toBe(CheckOptionsSchema.safeParse(options).success);
      }),
      { numRuns: 500 },
    );
  });

  test("should name the option and the value it got", () => {
    expect(() => check("x", [R1], { allowRounding: "no" } as never)).toThrow(
      'crossfoot: invalid option "allowRounding": expected true or false, got "no" (a string)',
    );
    expect(() => check("x", [R1], { maxCoincidence: 0 })).toThrow(
      'crossfoot: invalid option "maxCoincidence": expected a finite number above 0, got 0 (a number)',
    );
    expect(() => check("x", [R1], { maxCoincidence: Number.NaN })).toThrow(/maxCoincidence/);
  });

  test("should reject options that are not an object", () => {
    for (const bad of [null, 42, "strict", [true]]) {
      expect(() => check("x", [R1], bad as never)).toThrow(/crossfoot: options must be an object/);
    }
  });

  test("should accept a unit pack beside the plain options", () => {
    expect(() => check("x", [R1], { pack: undefined, allowDerived: false })).not.toThrow();
  });

  test("should name a malformed metric of the metrics option", () => {
    const metric = {
      name: "sales per store",
      names: ["sales per store"],
      inputs: { sales: ["net sales"] },
      formulas: ["sales / stores"],
      kind: "currency" as const,
    };
    expect(() => check("x", [R1], { metrics: [metric] })).toThrow(
      'crossfoot: invalid option "metrics": metric "sales per store": formula "sales / stores" reads "stores", which `inputs` does not define',
    );
    expect(CheckOptionsSchema.safeParse({ metrics: [metric] }).success).toBe(false);
  });

  test("should leave later checks to the built-in metrics after a check with the caller's own", () => {
    const sources = [
      {
        id: "R1",
        table: {
          columns: ["Line", "2024"],
          rows: [
            ["Revenue", 10_000],
            ["Engineers", 400],
          ],
        },
      },
    ];
    const metric = {
      name: "revenue per engineer",
      names: ["revenue per engineer"],
      inputs: { revenue: ["revenue"], engineers: ["engineers"] },
      formulas: ["revenue / engineers"],
      kind: "currency" as const,
    };
    const text = "Revenue per engineer was 25.0 in 2024 [R1].";
    expect(check(text, sources, { metrics: [metric] }).claims[0]?.evidence).toMatch(
      /^revenue per engineer 2024 = /,
    );
    expect(check(text, sources).claims[0]?.evidence).not.toMatch(/revenue per engineer/);
  });
});

describe("the pack option", () => {
  const answer = "Revenue was $3.6bn [R1].";

  test("should accept the base pack and a pack from defineUnitPack", () => {
    expect(check(answer, [R1], { pack: BASE_PACK }).passed).toBe(true);
    const oil = defineUnitPack({
      name: "oil",
      units: [{ symbol: "bbl", aliases: ["bbl", "barrels"], dimension: "volume_oil", factor: 1 }],
    });
    expect(check(answer, [R1], { pack: oil }).passed).toBe(true);
    expect(new Checker([R1], { pack: oil }).check(answer).passed).toBe(true);
  });

  test("should reject a pack of the wrong shape with an error naming the option and the entry", () => {
    const cases: [unknown, string][] = [
      [
        5,
        'crossfoot: invalid option "pack": expected a unit pack from defineUnitPack ({ name, scales, currencies, units }), got 5 (a number)',
      ],
      [null, 'invalid option "pack": expected a unit pack'],
      ["base", 'invalid option "pack": expected a unit pack'],
      [{}, 'invalid option "pack": "name" must be a non-empty string, got undefined'],
      [{ ...BASE_PACK, scales: "k" }, '"scales" must be an array, got "k" (a string)'],
      [{ ...BASE_PACK, units: [null] }, "units[0] must be an object, got null"],
      [
        { ...BASE_PACK, units: [{ symbol: "bbl", aliases: [""], dimension: "v", factor: 1 }] },
        "units[0].aliases must be an array of non-empty strings, got an array",
      ],
      [
        { ...BASE_PACK, units: [{ symbol: "bbl", aliases: ["bbl"], dimension: "v", factor: 0 }] },
        "units[0].factor must be a finite number other than 0, got 0 (a number)",
      ],
      [
        { ...BASE_PACK, scales: [{ word: "lots", exponent: "6", name: "million" }] },
        'scales[0].exponent must be a whole number, got "6" (a string)',
      ],
      [
        { ...BASE_PACK, currencies: [{ code: "XXX", symbols: ["X"], dollar: "yes" }] },
        'currencies[0].dollar must be true or false, got "yes" (a string)',
      ],
    ];
    for (const [pack, message] of cases) {
      for (const run of [
        () => check(answer, [R1], { pack: pack as never }),
        () => new Checker([R1], { pack: pack as never }),
      ]) {
        let thrown: unknown;
        try {
          run();
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(InvalidOptionError);
        expect(thrown).toBeInstanceOf(TypeError);
        expect((thrown as InvalidOptionError).option).toBe("pack");
        expect((thrown as Error).message).toContain(message);
      }
    }
  });

  test("should name an option called like an inherited property as written, and read no inherited option", () => {
    for (const key of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      const options = JSON.parse(`{"${key}": 1}`) as object;
      for (const run of [() => check(answer, [R1], options), () => new Checker([R1], options)]) {
        let thrown: unknown;
        try {
          run();
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(InvalidOptionError);
        expect((thrown as InvalidOptionError).option).toBe(key);
        expect((thrown as Error).message).toContain(`invalid option "${key}": no such option`);
      }
    }
    // An option on the prototype is not the caller's: neither read nor validated.
    const inherited = Object.create({ allowRounding: "no", pack: 5 }) as object;
    expect(check(answer, [R1], inherited).passed).toBe(check(answer, [R1]).passed);
    expect(new Checker([R1], inherited).check(answer).passed).toBe(check(answer, [R1]).passed);
  });

  test("should name every other option it rejects", () => {
    const cases: [object, string | undefined][] = [
      [{ allowDerived: 1 }, "allowDerived"],
      [{ maxCoincidence: "0.1" }, "maxCoincidence"],
      [{ metrics: {} }, "metrics"],
      [{ metrics: [{ name: "x" }] }, "metrics"],
      [{ strict: true }, "strict"],
    ];
    for (const [options, option] of cases) {
      expect(() => check(answer, [R1], options as never)).toThrow(InvalidOptionError);
      try {
        check(answer, [R1], options as never);
      } catch (e) {
        expect((e as InvalidOptionError).option).toBe(option);
        expect((e as Error).message).toContain(`"${option}"`);
      }
    }
  });
});
