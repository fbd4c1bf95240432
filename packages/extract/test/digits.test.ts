import { describe, expect, it } from "vitest";
import { foldDigits, hasOtherDigits, otherDigitValue } from "../src/digits.js";

describe("digits of other scripts", () => {
  it("should know every block of decimal digits of one UTF-16 unit", () => {
    for (let code = 0x80; code <= 0xffff; code++) {
      const nd = /\p{Nd}/u.test(String.fromCharCode(code));
      expect(otherDigitValue(code) >= 0, code.toString(16)).toBe(nd);
    }
  });

  it("should keep the text's length and give back an ASCII text as it is", () => {
    const ascii = "Revenue grew 12% to $3.2bn.";
    expect(foldDigits(ascii)).toBe(ascii);
    const arabic = "الإيرادات ١٢٣٫٥ مليون و١٬٢٣٤";
    const folded = foldDigits(arabic);
    expect(folded.length).toBe(arabic.length);
    expect(folded).toBe("الإيرادات 123.5 مليون و1,234");
  });

  it("should swap the Arabic separators' ASCII marks under a decimal comma", () => {
    expect(foldDigits("١٬٢٣٤٫٥", true)).toBe("1.234,5");
  });

  it("should leave digits of more than one UTF-16 unit unread but noticed", () => {
    const bold = "Revenue was 𝟏𝟐𝟑 million";
    expect(foldDigits(bold)).toBe(bold);
    expect(hasOtherDigits(bold)).toBe(true);
    expect(hasOtherDigits("Revenue was 123 million")).toBe(false);
  });
});
