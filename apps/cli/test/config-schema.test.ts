import { CheckOptionsSchema } from "crossfoot";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ConfigSchema } from "../src/config-schema.js";

describe("ConfigSchema", () => {
  test("should have every check option crossfoot's CheckOptionsSchema has", () => {
    for (const key of Object.keys(CheckOptionsSchema.shape)) {
      expect(Object.keys(ConfigSchema.shape)).toContain(key);
    }
  });

  test("should accept and reject check options exactly as CheckOptionsSchema does", () => {
    const value = fc.oneof(
      fc.boolean(),
      fc.double(),
      fc.constantFrom(0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
      fc.string({ maxLength: 4 }),
      fc.constantFrom(null, [], {}),
    );
    const key = fc.constantFrom(...Object.keys(CheckOptionsSchema.shape), "misspelt");
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 3 }), (options) => {
        expect(ConfigSchema.safeParse(options).success).toBe(
          CheckOptionsSchema.safeParse(options).success,
        );
      }),
      { numRuns: 500 },
    );
  });
});
