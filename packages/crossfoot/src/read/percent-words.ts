/**
 * Whether a sentence speaks of a percentage in words, apart from any figure
 * written with a % sign: "the % of votes figure", "Inflation Rate %",
 * "the percentage of seats", "percent of sales". Such a sentence may write
 * the percentage's figures without their sign.
 */
export function speaksOfPercent(text: string): boolean {
  // Asked once per figure of a sentence: the last sentence's answer is kept.
  if (text !== lastText) {
    lastText = text;
    lastAnswer = readsPercent(text);
  }
  return lastAnswer;
}

let lastText: string | undefined;
let lastAnswer = false;

function readsPercent(text: string): boolean {
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 1)) {
    let j = i;
    while (j > 0 && text.charCodeAt(j - 1) === 32) j--;
    const before = j > 0 ? text.charCodeAt(j - 1) : 32;
    // "35.34%" and "35.34 %" are figures; "the % of", "Rate %" are words.
    if (before < 48 || before > 57) return true;
  }
  return PERCENT_WORD.test(text);
}

// "percent" or "percentage" not written after a number ("35 percent" is a figure).
const PERCENT_WORD =
  /(?<![\d.,]\s?)(?<![\d.,])\b(?:per\s?cent(?:age)?|percent(?:age)?)\b(?!\s+points?)/i;
