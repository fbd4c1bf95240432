import { describe, expect, it } from "vitest";
import { BoundedMemo } from "../src/base/bounded-memo.js";

describe("BoundedMemo", () => {
  it("reads each key once and gives the same value after", () => {
    const reads: string[] = [];
    const memo = new BoundedMemo((key: string) => {
      reads.push(key);
      return [key.length];
    });
    const first = memo.get("revenue");
    expect(memo.get("revenue")).toBe(first);
    memo.get("cost of sales");
    expect(reads).toEqual(["revenue", "cost of sales"]);
  });

  it("starts again empty past its limit, so a long-lived process stays bounded", () => {
    const reads: string[] = [];
    const memo = new BoundedMemo((key: string) => {
      reads.push(key);
      return key.toUpperCase();
    }, 2);
    memo.get("a");
    memo.get("b");
    memo.get("c"); // past the limit: a and b are forgotten
    memo.get("c");
    memo.get("a");
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });

  it("remembers empty strings and empty lists (falsy values are values)", () => {
    let reads = 0;
    const memo = new BoundedMemo(() => {
      reads++;
      return "";
    });
    memo.get("x");
    memo.get("x");
    expect(reads).toBe(1);
  });
});
