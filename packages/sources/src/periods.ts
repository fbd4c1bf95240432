const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_ALT = MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|\\.)?`).join("|");
const DATE = new RegExp(`\\b(${MONTH_ALT})\\s+(\\d{1,2}),?\\s+((?:19|20|21)\\d\\d)(?!\\d)`, "i");
const SPLIT_YEAR = /(?:^|[^0-9])((?:19|20|21)\d\d)\s?[/–-]\s?((?:19|20|21)?\d\d)(?![\d/])/;

const SPACED_YEAR = /(?<![\d.,])\b([12]) ([0-9]) ([0-9]) ([0-9])\b(?![.,]?\s?\d)/g;

/**
 * The period a label names, with a sortable key: `revenue_2024` → 2024,
 * `FY2023` → 2023, `Q3 2024` → 2024Q3, `December 31, 2019` → 2019-12-31,
 * `2019/20` → 2019/20, `Three Months Ended June 30, 2024` → 2024-06-30~3m
 * (a span of three months to that date, see {@link spanOfKey}). Returns
 * undefined when the label names no year.
 * Labels are short, so the bounded patterns here stay linear.
 */
export function periodOf(raw: string): Readonly<{ period: string; key: string }> | undefined {
  // A year whose digits a PDF extraction spaced out ("2 0 1 8") is still that year.
  const label = raw.includes(" ") ? raw.replace(SPACED_YEAR, "$1$2$3$4") : raw;
  // Most labels and cells name no period ("Revenue", "1,234.50"): turned away
  // before the patterns run (most of their cost).
  if (!mayNamePeriod(label)) return undefined;
  return knownPeriod(label);
}

/** A period a label names, as {@link readPeriod} reads it: shared by every label of that text, so frozen. */
type Period = Readonly<{ period: string; key: string }>;

/**
 * Labels that may name a period, and what they name (null: none). Labels
 * repeat: an eval set's records share their field names ("revenue_2024"),
 * its tables their headers, and an answer's years recur; reading one again
 * costs a look-up, not the patterns (about 9,000 instructions a field name:
 * loading a record of 20 fields took 185k fewer with the memo).
 * Bounded: past the bound it starts again, so a stream of distinct labels
 * (a long table's row labels) holds at most that many, each short.
 */
const knownPeriods = new Map<string, Period | null>();
const MAX_KNOWN_PERIODS = 10_000;

/** Labels longer than this are read each time: the memo keeps short labels, not whole texts. */
const MAX_KNOWN_LABEL = 200;

function knownPeriod(label: string): Period | undefined {
  // Frozen too, so every period periodOf gives is alike whatever the label's length.
  if (label.length > MAX_KNOWN_LABEL) return Object.freeze(readPeriod(label));
  const known = knownPeriods.get(label);
  if (known !== undefined) return known ?? undefined;
  const read = readPeriod(label);
  if (knownPeriods.size >= MAX_KNOWN_PERIODS) knownPeriods.clear();
  knownPeriods.set(label, read ? Object.freeze(read) : null);
  return read;
}

/** The patterns of {@link periodOf}, on a label that may name a period. */
export function readPeriod(label: string): { period: string; key: string } | undefined {
  // Most labels ("revenue_2024", "2023") hold none of what the quarter, date,
  // split-year and fiscal patterns need, and one scan for those characters is
  // cheaper than running the patterns: only the patterns a label may match run.
  const needs = patternNeeds(label);
  const quarter =
    needs & QUARTER
      ? (/(?:^|[^A-Za-z0-9])(Q[1-4])[\s_-]*(?:FY)?((?:19|20|21)\d\d)(?!\d)/i.exec(label) ??
        /(?:^|[^A-Za-z0-9])()((?:19|20|21)\d\d)[\s_-]*(Q[1-4])(?![A-Za-z0-9])/i.exec(label))
      : null;
  if (quarter?.[2]) {
    const q = (quarter[1] || quarter[3] || "").toUpperCase();
    return { period: `${q} ${quarter[2]}`, key: `${quarter[2]}Q${q[1]}` };
  }
  const date = needs & TWO_SPACES ? DATE.exec(label) : null;
  if (date?.[1] && date[2] && date[3]) {
    const month =
      MONTHS.findIndex((m) => m.startsWith((date[1] as string).slice(0, 3).toLowerCase())) + 1;
    const written = date[0].replace(/\s+/g, " ");
    const key = `${date[3]}-${String(month).padStart(2, "0")}-${date[2].padStart(2, "0")}`;
    // "Three Months Ended June 30, 2024": a span shorter than a year ending on
    // the date, not the date's year; a six-month column to the same date is
    // another period.
    const months = spanMonths(label);
    if (months !== undefined) {
      return { period: `${months} months ended ${written}`, key: `${key}${SPAN_MARK}${months}m` };
    }
    return { period: written, key };
  }
  const split = needs & DASH ? SPLIT_YEAR.exec(label) : null;
  if (split?.[1] && split[2] && Number(split[2].slice(-2)) === (Number(split[1]) + 1) % 100) {
    return { period: `${split[1]}/${split[2]}`, key: `${split[1]}/${split[2].slice(-2)}` };
  }
  const fiscal =
    needs & SPACE ? /\bfiscal(?:\s+year)?\s+((?:19|20|21)\d\d)(?!\d)/i.exec(label) : null;
  if (fiscal?.[1]) return { period: `FY${fiscal[1]}`, key: fiscal[1] };
  const year = /(?:^|[^0-9])((?:FY|CY|fy|cy)?)[\s_-]?((?:18|19|20|21)\d\d)(?!\d)/.exec(label);
  if (year?.[2]) {
    return { period: `${year[1] ? year[1].toUpperCase() : ""}${year[2]}`, key: year[2] };
  }
  // Two-digit fiscal years: "FY24", "FY 24", "FY'24", and "F24" as some
  // annual reports head their columns; the century is the nearer one.
  const short = /(?:^|[^A-Za-z0-9])(FY ?'?|F)(\d\d)(?![\d.,%])/i.exec(label);
  if (short?.[1] && short[2]) {
    const yy = Number(short[2]);
    return { period: `${short[1]}${short[2]}`, key: String(yy < 70 ? 2000 + yy : 1900 + yy) };
  }
  return undefined;
}

// A span shorter than a year that a heading states before its end date:
// "Three Months Ended", "six months ended", "13 Weeks Ended", "Quarter
// Ended", "Nine-Month Period Ended". Each part is bounded.
const SPAN =
  /\b(?:(three|six|nine|3|6|9)[\s-]+months?|(thirteen|twenty-six|thirty-nine|13|26|39)[\s-]+weeks?|(quarter))\b(?:\s+period)?\s+(?:ended|ending)\b/i;
const SPAN_WORDS: Readonly<Record<string, number>> = {
  three: 3,
  six: 6,
  nine: 9,
  thirteen: 3,
  "twenty-six": 6,
  "thirty-nine": 9,
  "13": 3,
  "26": 6,
  "39": 9,
};

/**
 * What a period key of a span ends with before its length in months
 * (`2024-06-30~3m`): the date key stays first, so keys sort by their end
 * date and start with their year.
 */
const SPAN_MARK = "~";

/** The months of a span a label states before its end date ("Three Months Ended" → 3), if it states one. */
function spanMonths(label: string): number | undefined {
  const m = SPAN.exec(label);
  if (!m) return undefined;
  if (m[3]) return 3;
  const word = (m[1] ?? m[2] ?? "").toLowerCase().replace(/\s+/g, "-");
  return SPAN_WORDS[word] ?? (Number(word) || undefined);
}

/**
 * The end and length of a span a period key names (`2024-06-30~3m` → end
 * `2024-06-30`, 3 months), or undefined for a key of a year, a quarter or a
 * day. A span's key stands for the months up to its end date: a sentence
 * naming that date, or the quarter ending on it, names the span.
 */
export function spanOfKey(
  key: string,
): { readonly end: string; readonly months: number } | undefined {
  const at = key.indexOf(SPAN_MARK);
  if (at <= 0 || key.charCodeAt(key.length - 1) !== 109) return undefined;
  const months = Number(key.slice(at + 1, -1));
  return Number.isInteger(months) && months > 0 ? { end: key.slice(0, at), months } : undefined;
}

// How many days from a calendar quarter's last day a three-month span may
// end and still be that quarter: a 52-53 week year ends its quarters on the
// Saturday or Sunday nearest (June 29, July 2, October 1).
const QUARTER_END_SLACK = 7;

/**
 * The calendar quarter a three-month span ending on `end` (`2023-07-02`)
 * is, when it ends within a few days of a calendar quarter's last day
 * (`2023Q2`); undefined otherwise (a fiscal quarter ending July 29 is no
 * calendar quarter).
 */
export function calendarQuarterOf(end: string): string | undefined {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(end);
  if (!m) return undefined;
  const year = Number(m[1]);
  const day = Date.UTC(year, Number(m[2]) - 1, Number(m[3]));
  const DAY = 86_400_000;
  // The quarter ends nearest the date: of this year, and the last of the year before.
  for (const [y, q] of [
    [year - 1, 4],
    [year, 1],
    [year, 2],
    [year, 3],
    [year, 4],
  ] as const) {
    const last = Date.UTC(y, q * 3, 0);
    if (Math.abs(day - last) <= QUARTER_END_SLACK * DAY) return `${y}Q${q}`;
  }
  return undefined;
}

// What the patterns of readPeriod need, as bits of patternNeeds' answer.
/** `Q1`–`Q4` (either case): both quarter patterns. */
const QUARTER = 1;
/** A whitespace character: the fiscal pattern (`fiscal 2024`). */
const SPACE = 2;
/** Two whitespace characters: the date pattern (`December 31, 2019`). */
const TWO_SPACES = 4;
/** `/`, `-` or an en dash: the split-year pattern (`2019/20`). */
const DASH = 8;

/**
 * Which of readPeriod's patterns a label may match, by characters each
 * needs. Counted as whitespace: every character `\s` matches (tab to
 * carriage return, space, and characters from U+00A0 on) and, to stay on the
 * safe side, every other character from U+00A0 on.
 */
function patternNeeds(label: string): number {
  let needs = 0;
  let spaces = 0;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13) || c >= 0xa0) {
      spaces++;
      if (c === 0x2013) needs |= DASH;
    } else if (c === 47 || c === 45) {
      needs |= DASH;
    } else if ((c === 81 || c === 113) && i + 1 < label.length) {
      const d = label.charCodeAt(i + 1);
      if (d >= 49 && d <= 52) needs |= QUARTER;
    }
  }
  if (spaces >= 1) needs |= SPACE;
  if (spaces >= 2) needs |= TWO_SPACES;
  return needs;
}

/**
 * Whether a label may name a period, by what every pattern of
 * {@link readPeriod} needs. Each is written with a year of two or four
 * digits, so a label without two digits in a row names none. The patterns
 * that take two digits (FY24, Q3 2024, a month's date) also need an ASCII
 * letter; without one, only a year of exactly four digits from 1800 to 2199
 * standing alone ("2019", "2019/20", "-2018") can be read, so a figure such
 * as "1,234.50" or "12345" names none.
 */
export function mayNamePeriod(text: string): boolean {
  let letter = false;
  let twoDigits = false;
  let year = false;
  let run = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c >= 48 && c <= 57) {
      run++;
      if (run >= 2) twoDigits = true;
      continue;
    }
    if (run === 4 && isYearStart(text, i - 4)) year = true;
    run = 0;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
  }
  return letter ? twoDigits : year;
}

/** Whether the four digits at `at` begin with 18, 19, 20 or 21. */
function isYearStart(text: string, at: number): boolean {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  return (a === 49 && (b === 56 || b === 57)) || (a === 50 && (b === 48 || b === 49));
}

// A cell that is a period and nothing else: "2019", "FY2019", "fiscal 2019",
// "2002–03", "2002–2003", "Q3 2019", "2019 Q3", "March 25, 2019", "25 March
// 2019", "March 2019", with at most a footnote mark after it ("2019[a]",
// "2019*"). Cells are short, and each part of the pattern is bounded.
const ONLY_PERIOD = new RegExp(
  String.raw`^\s*(?:(?:FY|CY|fiscal(?:\s+year)?)\s?'?)?(?:` +
    String.raw`(?:18|19|20|21)\d\d(?:\s?[-–/]\s?(?:(?:18|19|20|21)?\d\d))?` +
    String.raw`|Q[1-4]\s?(?:18|19|20|21)\d\d|(?:18|19|20|21)\d\d\s?Q[1-4]` +
    String.raw`|(?:${MONTH_ALT})\s+\d{1,2},?\s+(?:18|19|20|21)\d\d` +
    String.raw`|\d{1,2}\s+(?:${MONTH_ALT})\s+(?:18|19|20|21)\d\d` +
    String.raw`|(?:${MONTH_ALT})\s+(?:18|19|20|21)\d\d` +
    String.raw`)\s?(?:\[[^\]]{1,6}\]|[*†‡§¶]{1,3})?\s*$`,
  "i",
);

/**
 * Whether a cell is a period and nothing else ("2019", "2002–03", "March
 * 25, 2019"): a column of such cells dates its rows, whatever its heading.
 * A year inside words ("2019 Rivermouth season") is not.
 */
export function isOnlyPeriod(text: string): boolean {
  return text.length <= 40 && ONLY_PERIOD.test(text) && periodOf(text) !== undefined;
}
