/**
 * Quarters a sentence names without a year: "between the third and fourth
 * quarter", "in Q3", "first-quarter sales". A table of quarter columns
 * ("First" … "Fourth" under year headings) has eight or more values per line,
 * so a change "between the third and fourth quarter" that may run between any
 * two of them finds chance pairs; naming the quarters narrows it.
 */

import { calendarQuarterOf, spanOfKey } from "@crossfoot/sources";
import { quarterOrdinal } from "@crossfoot/units";

// Words that may sit between listed ordinals and their "quarter": "the
// third and the fourth quarters", "first through third fiscal quarter".
const JOINERS = new Set(["and", "to", "or", "through", "the", "fiscal", "&"]);

/** The quarter numbers (1-4) a sentence names in words or as "Q3". Linear in the text. */
export function quartersNamed(text: string): ReadonlySet<number> {
  const out = new Set<number>();
  // Most sentences name no quarter: skip tokenising them. (Every quarter the
  // reading below finds is a token "q1"-"q4" or "quarter(s)".)
  if (!MAY_NAME_QUARTER.test(text)) return out;
  const tokens = text.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    const q = /^q([1-4])$/.exec(t);
    if (q) {
      out.add(Number(q[1]));
      continue;
    }
    if (t !== "quarter" && t !== "quarters") continue;
    // Walk back over the ordinals listed before it; a bounded look-back.
    for (let j = i - 1; j >= 0 && j >= i - 8; j--) {
      const w = tokens[j] as string;
      const n = quarterOrdinal(w);
      if (n !== undefined) out.add(n);
      else if (!JOINERS.has(w)) break;
    }
  }
  return out;
}

const MAY_NAME_QUARTER = /quarter|q[1-4]/i;

const QUARTER_KEY = /Q([1-4])$/;

/**
 * Whether a value's period fits the quarters a sentence names: values that
 * are not quarters always do. One named quarter also admits the quarter
 * before it, which a change "in the fourth quarter" may start from (the same
 * quarter a year before has the same number); `exact` admits only the named.
 */
export function inNamedQuarters(
  periodKey: string | undefined,
  quarters: ReadonlySet<number>,
  exact: boolean,
): boolean {
  if (quarters.size === 0 || periodKey === undefined) return true;
  const m = QUARTER_KEY.exec(quarterKeyOf(periodKey));
  if (!m) return true;
  const q = Number(m[1]);
  if (quarters.has(q)) return true;
  if (exact || quarters.size !== 1) return false;
  const [only] = quarters;
  return q === (((only as number) + 2) % 4) + 1;
}

/**
 * A period key read as a quarter where it is one: a three-month span
 * ending at a calendar quarter's end (`2023-07-02~3m`) is that quarter
 * (`2023Q2`); any other key stays as it is.
 */
function quarterKeyOf(periodKey: string): string {
  const span = spanOfKey(periodKey);
  if (span?.months !== 3) return periodKey;
  return calendarQuarterOf(span.end) ?? periodKey;
}
