import { extract } from "@crossfoot/extract";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BindingMemo } from "../src/bind/binding-memo.js";
import { ByWording } from "../src/bind/by-wording.js";
import type { SentenceContext } from "../src/read/sentence-context.js";
import { sentenceContext, UNBOUND } from "../src/read/sentence-contexts.js";

const memo = new BindingMemo();
const contextOf = (text: string, withMemo = true): SentenceContext =>
  sentenceContext(text, extract(text), true, withMemo ? memo : undefined);

describe("ByWording", () => {
  it("finds a value by a later context of the same wording", () => {
    const kept = new ByWording<string>();
    kept.set(contextOf("Revenue grew 7% in 2024."), "revenue 2024");
    expect(kept.get(contextOf("Revenue grew 9% in 2024."))).toBe("revenue 2024");
    // Without a memo the hash is worked out each time, to the same effect.
    expect(kept.get(contextOf("Revenue grew 9% in 2024.", false))).toBe("revenue 2024");
    expect(kept.size).toBe(1);
  });

  it("keeps apart wordings that differ in any part binding reads", () => {
    const kept = new ByWording<string>();
    kept.set(contextOf("Revenue grew 7% in 2024."), "a");
    // Another period, other words, another order, a quarter, a name, a bucket.
    for (const other of [
      "Revenue grew 7% in 2023.",
      "Revenue fell 7% in 2024.",
      "In 2024 grew revenue 7%.",
      "Revenue grew 7% in the third quarter of 2024.",
      "Acme's revenue grew 7% in 2024.",
      "Revenue due in 1-3 years grew 7% in 2024.",
    ]) {
      expect(kept.get(contextOf(other)), other).toBeUndefined();
    }
    expect(kept.get(contextOf("Revenue due in 3-5 years grew 7% in 2024."))).toBeUndefined();
  });

  it("tells bucket words apart where the words in order are the same", () => {
    const one = contextOf("Payments due in 1-3 years rose 10% in 2024.");
    const three = contextOf("Payments due in 3-5 years rose 10% in 2024.");
    expect(one.sequence).toEqual(three.sequence);
    const kept = new ByWording<string>();
    kept.set(one, "1-3");
    kept.set(three, "3-5");
    expect(kept.get(contextOf("Payments due in 1-3 years rose 12% in 2024."))).toBe("1-3");
    expect(kept.get(contextOf("Payments due in 3-5 years rose 12% in 2024."))).toBe("3-5");
    expect(kept.size).toBe(2);
  });

  it("replaces the value of a wording set again, and clears", () => {
    const kept = new ByWording<number>();
    kept.set(UNBOUND, 1);
    kept.set(UNBOUND, 2);
    expect(kept.get(UNBOUND)).toBe(2);
    expect(kept.size).toBe(1);
    kept.clear();
    expect(kept.get(UNBOUND)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  // The hash only files entries: equal parts find each other, and a hit is
  // always checked part by part, so sentences that differ never share.
  test.prop([
    fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 6 }),
    fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 6 }),
  ])("finds a wording exactly when its words are the same", (a, b) => {
    const first = contextOf(`${a.join(" ")} 12%.`);
    const second = contextOf(`${b.join(" ")} 12%.`);
    const kept = new ByWording<string>();
    kept.set(first, "first");
    const same =
      first.sequence.join(" ") === second.sequence.join(" ") &&
      [...first.words].join(" ") === [...second.words].join(" ") &&
      [...first.names].join(" ") === [...second.names].join(" ");
    expect(kept.get(second) === "first").toBe(same);
  });
});
