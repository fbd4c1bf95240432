#!/usr/bin/env python3
"""Generate conformance-vectors/extract/*.json.

Every expected value here is written by hand or computed with exact decimal
arithmetic from how the case is built, never read back from the TypeScript
implementation. Run: python3 packages/extract/scripts/generate_vectors.py
"""
import json
import os
import re
from decimal import Decimal, getcontext

getcontext().prec = 50
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
OUT = os.path.join(ROOT, "conformance-vectors", "extract")


def dec(x) -> str:
    """Exact decimal string, no exponent."""
    d = Decimal(str(x)) if not isinstance(x, Decimal) else x
    s = format(d.normalize(), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s


def u16(s: str) -> int:
    return len(s.encode("utf-16-le")) // 2


def M(text, value, kind, precision, **extra):
    m = {"text": text, "value": value, "kind": kind, "precision": precision}
    m.update(extra)
    return m


def place(digits: str) -> Decimal:
    """Precision of a written decimal: place of its last digit."""
    if "." in digits:
        return Decimal(1).scaleb(-len(digits.split(".")[1]))
    return Decimal(1)


files = {}
ids = set()


def case(feature, cid, description, text, mentions=None, sentences=None, citations=None, options=None):
    base, n = cid, 2
    while cid in ids:
        cid = f"{base}-{n}"
        n += 1
    ids.add(cid)
    expect = {}
    if mentions is not None:
        out = []
        pos = 0
        for m in mentions:
            m = dict(m)
            where = text.find(m["text"], pos)
            assert where >= 0, (cid, m["text"], text)
            start = u16(text[:where])
            end = start + u16(m["text"])
            pos = where + len(m["text"])
            row = {"text": m["text"], "start": start, "end": end}
            for k in ("value", "kind", "precision"):
                row[k] = dec(m[k]) if k != "kind" else m[k]
            for k, v in m.items():
                if k in ("text", "value", "kind", "precision"):
                    continue
                if k == "range":
                    row["range"] = {"low": dec(v[0]), "high": dec(v[1])}
                elif k == "cue":
                    row["cue"] = {"direction": v[0], "word": v[1], "negated": v[2]}
                else:
                    row[k] = v
            out.append(row)
        expect["mentions"] = out
    if sentences is not None:
        out = []
        pos = 0
        for s in sentences:
            where = text.find(s, pos)
            assert where >= 0, (cid, s)
            out.append({"text": s, "start": u16(text[:where]), "end": u16(text[:where]) + u16(s)})
            pos = where + len(s)
        expect["sentences"] = out
    if citations is not None:
        out = []
        pos = 0
        for t, cids in citations:
            where = text.find(t, pos)
            assert where >= 0, (cid, t)
            out.append({"text": t, "start": u16(text[:where]), "end": u16(text[:where]) + u16(t), "ids": cids})
            pos = where + len(t)
        expect["citations"] = out
    c = {"id": cid, "description": description, "input": text}
    if options:
        c["options"] = options
    c["expect"] = expect
    files.setdefault(feature, []).append(c)


def slug(s):
    s = s.lower()
    s = s.replace("%", "pct").replace("$", "usd").replace("€", "eur").replace("£", "gbp").replace("¥", "yen")
    s = s.replace("₹", "inr").replace("₩", "krw").replace("−", "minus").replace("×", "times").replace("°", "deg")
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s or "x"


# ---------------------------------------------------------------- numbers
NUMBERS = [
    ("7", "7", "1"), ("42", "42", "1"), ("1,234", "1234", "1"), ("12,345", "12345", "1"),
    ("123,456", "123456", "1"), ("1,234,567", "1234567", "1"), ("1,234,567,890", "1234567890", "1"),
    ("0.5", "0.5", "0.1"), ("3.14159", "3.14159", "0.00001"), ("1,234.50", "1234.5", "0.01"),
    ("0.001", "0.001", "0.001"), ("100", "100", "1"), ("1000", "1000", "1"), ("2500", "2500", "1"),
    ("10.0", "10", "0.1"), ("99.99", "99.99", "0.01"), ("0", "0", "1"), ("250", "250", "1"),
    ("1,000,000", "1000000", "1"), ("4,000.25", "4000.25", "0.01"), ("12.30", "12.3", "0.01"),
    ("2200", "2200", "1"), ("1799", "1799", "1"), ("1,850", "1850", "1"), ("65,536", "65536", "1"),
]
for t, v, p in NUMBERS:
    case("numbers", f"number-{slug(t)}", f"Digits {t} read with the precision of the last written digit.",
         f"The total was {t}.", [M(t, v, "number", p)])
case("numbers", "number-leading-dot", "A leading-dot decimal is read.", "The total was .5 overall.",
     [M(".5", "0.5", "number", "0.1")])
case("numbers", "number-two-in-a-sentence", "Two figures in one sentence, in order.",
     "There were 120 stores and 4,500 staff.", [M("120", 120, "number", 1), M("4,500", 4500, "number", 1)])
case("numbers", "number-comma-list", "A comma not followed by exactly three digits separates figures.",
     "Scores were 12, 15 and 18.", [M("12", 12, "number", 1), M("15", 15, "number", 1), M("18", 18, "number", 1)])
case("numbers", "number-sentence-final-period", "A sentence-final period is not a decimal point.",
     "It had 1,234.", [M("1,234", 1234, "number", 1)])

# separators
SEPS = [
    ("1 234 567", "1234567"), ("1 234", "1234"), ("12 345 678", "12345678"), ("1'234'567", "1234567"),
    ("1’234", "1234"), ("1\u00a0234", "1234"), ("1\u2009234", "1234"), ("1\u202f234\u202f567", "1234567"),
    ("1 234.5", "1234.5"),
]
for n, (t, v) in enumerate(SEPS):
    p = "0.1" if "." in t else "1"
    case("separators", f"separator-{n + 1:02d}-{slug(t)}",
         "Thousands grouped with spaces or apostrophes (exactly three digits a group).",
         f"The total was {t}.", [M(t, v, "number", p)])
case("separators", "separator-between-1-and-2-000", "A spaced group after 'and' belongs to the second figure of the range.",
     "Between 1 and 2 000 people came.", [M("Between 1 and 2 000", 1, "number", 1, range=(1, 2000))])
case("separators", "separator-space-not-three-digits", "A space before a group that is not three digits separates two figures.",
     "Teams 12 and 1 24 came.", [M("12", 12, "number", 1), M("1", 1, "number", 1), M("24", 24, "number", 1)])
case("separators", "separator-european-with-locale", "With a decimal-comma locale, 1.234,5 is 1234.5.",
     "Der Umsatz betrug 1.234,5 Euro.", [M("1.234,5", "1234.5", "number", "0.1")], options={"locale": "de"})
case("separators", "separator-european-decimal-comma", "With locale fr, 3,5 is 3.5.",
     "Le taux était 3,5 %.", [M("3,5 %", "3.5", "percent", "0.1")], options={"locale": "fr-FR"})
case("separators", "separator-european-grouped", "With locale de, 1.234.567 is one grouped number.",
     "Es waren 1.234.567 Kunden.", [M("1.234.567", 1234567, "number", 1)], options={"locale": "de"})
case("separators", "separator-european-without-locale", "Without a locale, 1.234,5 is ambiguous and not read.",
     "The total was 1.234,5 overall.", [])
case("separators", "separator-english-locale-comma", "With locale en-GB, 1,234.5 is read as usual.",
     "The total was 1,234.5 overall.", [M("1,234.5", "1234.5", "number", "0.1")], options={"locale": "en-GB"})

# ---------------------------------------------------------------- money
MONEY = [
    ("$5", 5, "1", "$", None), ("$5.25", "5.25", "0.01", "$", None), ("US$5", 5, 1, "USD", None),
    ("USD 5", 5, 1, "USD", None), ("5 USD", 5, 1, "USD", None), ("€5", 5, 1, "EUR", None),
    ("EUR 5", 5, 1, "EUR", None), ("£5", 5, 1, "GBP", None), ("GBP 12", 12, 1, "GBP", None),
    ("¥500", 500, 1, "JPY", None), ("JPY 500", 500, 1, "JPY", None), ("CNY 5", 5, 1, "CNY", None),
    ("RMB 5", 5, 1, "CNY", None), ("₹5", 5, 1, "INR", None), ("Rs. 5", 5, 1, "INR", None),
    ("Rs 5", 5, 1, "INR", None), ("INR 5", 5, 1, "INR", None), ("HK$5", 5, 1, "HKD", None),
    ("C$5", 5, 1, "CAD", None), ("A$5", 5, 1, "AUD", None), ("CHF 5", 5, 1, "CHF", None),
    ("₩500", 500, 1, "KRW", None), ("S$5", 5, 1, "SGD", None), ("NZ$5", 5, 1, "NZD", None),
    ("$3.2bn", "3200000000", "100000000", "$", "billion"), ("$5m", "5000000", "1000000", "$", "million"),
    ("$5 million", "5000000", "1000000", "$", "million"), ("€1.5bn", "1500000000", "100000000", "EUR", "billion"),
    ("£40k", "40000", "1000", "GBP", "thousand"), ("$1.2 trillion", "1200000000000", "100000000000", "$", "trillion"),
    ("$5 m", "5000000", "1000000", "$", "million"), ("$5mm", "5000000", "1000000", "$", "million"),
    ("₹5 crore", "50000000", "10000000", "INR", "crore"), ("Rs. 3 lakh", "300000", "100000", "INR", "lakh"),
    ("5 million USD", "5000000", "1000000", "USD", "million"), ("$3,214 million", "3214000000", "1000000", "$", "million"),
    ("$0.03", "0.03", "0.01", "$", None), ("US$2.5bn", "2500000000", "100000000", "USD", "billion"),
    ("$12.40", "12.4", "0.01", "$", None), ("€ 7", 7, 1, "EUR", None),
]
for t, v, p, cur, scale in MONEY:
    extra = {"currency": cur}
    if scale:
        extra["scale"] = scale
    case("money", f"money-{slug(t)}", f"{t}: kind money, currency {cur}.", f"The cost was {t} in total.",
         [M(t, v, "money", p, **extra)])
case("money", "money-negative-sign-before-currency", "-$5 is a signed negative amount.", "The result was -$5 overall.",
     [M("-$5", -5, "money", 1, currency="$", negative=True, signed=True)])

# ---------------------------------------------------------------- percent, pp, bps
PCT = [
    ("12%", 12, 1, "percent"), ("12 %", 12, 1, "percent"), ("12.5%", "12.5", "0.1", "percent"),
    ("12 percent", 12, 1, "percent"), ("12 per cent", 12, 1, "percent"), ("12 pct", 12, 1, "percent"),
    ("0.5%", "0.5", "0.1", "percent"), ("100%", 100, 1, "percent"), ("3pp", 3, 1, "pp"), ("3 pp", 3, 1, "pp"),
    ("3 p.p.", 3, 1, "pp"), ("3p.p.", 3, 1, "pp"), ("2 ppt", 2, 1, "pp"), ("1.5 percentage points", "1.5", "0.1", "pp"),
    ("1 percentage point", 1, 1, "pp"), ("25bps", 25, 1, "bps"), ("25 bps", 25, 1, "bps"), ("25 bp", 25, 1, "bps"),
    ("25 basis points", 25, 1, "bps"), ("12.30%", "12.3", "0.01", "percent"), ("45.0%", 45, "0.1", "percent"),
    ("7 Percent", 7, 1, "percent"),
]
for t, v, p, k in PCT:
    case("percent", f"percent-{slug(t)}", f"{t} is kind {k}.", f"The share was {t} last time.", [M(t, v, k, p)])
SIGNED = [
    ("+5.2%", "5.2", "0.1", "percent", False), ("-3.5%", "-3.5", "0.1", "percent", True),
    ("−3.5%", "-3.5", "0.1", "percent", True), ("−3pp", -3, 1, "pp", True), ("+25bps", 25, 1, "bps", False),
    ("-12", -12, 1, "number", True), ("−7", -7, 1, "number", True), ("+40", 40, 1, "number", False),
]
for t, v, p, k, neg in SIGNED:
    extra = {"signed": True}
    if neg:
        extra["negative"] = True
    case("negatives", f"signed-{slug(t)}", f"{t} carries its sign.", f"The change was {t} overall.",
         [M(t, v, k, p, **extra)])

# ---------------------------------------------------------------- scales
SCALES = [
    ("40k", 40000, 1000, "thousand"), ("40K", 40000, 1000, "thousand"), ("3.2m", 3200000, 100000, "million"),
    ("3.2M", 3200000, 100000, "million"), ("2bn", "2000000000", "1000000000", "billion"),
    ("2 bn", "2000000000", "1000000000", "billion"), ("2 billion", "2000000000", "1000000000", "billion"),
    ("2.5 billion", "2500000000", "100000000", "billion"), ("1.25 million", 1250000, 10000, "million"),
    ("7 thousand", 7000, 1000, "thousand"), ("3 trillion", "3000000000000", "1000000000000", "trillion"),
    ("3tn", "3000000000000", "1000000000000", "trillion"), ("4 mn", 4000000, 1000000, "million"),
    ("4 mln", 4000000, 1000000, "million"), ("2 lakh", 200000, 100000, "lakh"), ("3 crore", 30000000, 10000000, "crore"),
    ("1.5B", "1500000000", "100000000", "billion"), ("39.3 million", 39300000, 100000, "million"),
    ("12 Million", 12000000, 1000000, "million"), ("0.75bn", "750000000", "10000000", "billion"),
]
for t, v, p, s in SCALES:
    case("scales", f"scale-{slug(t)}", f"{t}: the scale multiplies value and precision.", f"The count was {t} then.",
         [M(t, v, "number", p, scale=s)])
case("scales", "scale-k-spaced-not-scale", "A free-standing k is not a scale.", "The count was 5 k then.",
     [M("5", 5, "number", 1)])

# ---------------------------------------------------------------- words
WORDS = [
    ("twelve", 12, 1), ("two million", 2000000, 1000000, "million"), ("one hundred and five", 105, 1),
    ("twenty", 20, 10), ("twenty-five", 25, 1), ("three hundred", 300, 100), ("a dozen", 12, 1),
    ("two thousand five hundred", 2500, 100), ("ninety-nine", 99, 1), ("seven", 7, 1), ("ten", 10, 10),
    ("fifteen", 15, 1), ("a hundred", 100, 100), ("one million", 1000000, 1000000, "million"),
    ("three billion", "3000000000", "1000000000", "billion"), ("two dozen", 24, 1), ("zero", 0, 1),
    ("forty thousand", 40000, 10000, "thousand"), ("half a million", 500000, 100000, "million"),
    ("eleven", 11, 1),
]
for w in WORDS:
    t, v, p = w[0], w[1], w[2]
    extra = {"scale": w[3]} if len(w) > 3 else {}
    case("words", f"words-{slug(t)}", f"'{t}' is {v}; precision is the place of its last non-zero word.",
         f"The firm had {t} sites.", [M(t, v, "number", p, **extra)])
case("words", "words-twelve-percent", "A number in words followed by percent.", "The share was twelve percent.",
     [M("twelve percent", 12, "percent", 1)])
case("words", "words-five-km", "A number in words followed by a unit.", "The route was five km long.",
     [M("five km", 5000, "quantity", 1000, unit="m", dimension="length")])
FRACTIONS = [
    ("half of", "half", "0.5"), ("a third of", "a third", "0.3333333333333333"),
    ("two-thirds of", "two-thirds", "0.6666666666666666"), ("two thirds of", "two thirds", "0.6666666666666666"),
    ("a quarter of", "a quarter", "0.25"), ("three quarters of", "three quarters", "0.75"),
    ("one third of", "one third", "0.3333333333333333"), ("a fifth of", "a fifth", "0.2"),
]
for phrase, t, v in FRACTIONS:
    case("words", f"fraction-{slug(t)}", f"'{t}' is a fraction: kind ratio, precision 0.01.",
         f"Exports were {phrase} sales.", [M(t, v, "ratio", "0.01")])
MULTS = [("twice", 2), ("double", 2), ("triple", 3), ("tenfold", 10), ("threefold", 3), ("ten-fold", 10)]
for t, v in MULTS:
    case("words", f"multiple-{slug(t)}", f"'{t}' is a multiple of {v}, precision 1.", f"Output was {t} that level.",
         [M(t, v, "multiple", 1)])
WORD_NEG = [
    ("words-lone-one", "A lone 'one' is a pronoun, not a figure.", "It is one of the largest firms."),
    ("words-lone-a", "The article 'a' is not a figure.", "It is a large firm."),
    ("words-first-half", "'half' in 'the first half' is a period.", "Sales were strong in the first half."),
    ("words-ordinal-third", "An ordinal word is not a figure.", "It was the third attempt."),
    ("words-a-third-party", "'a third party' is not a fraction.", "It used a third party."),
    ("words-the-quarter", "'the quarter' is a period.", "Sales were strong in the quarter."),
    ("words-double-digit", "'double-digit' is an adjective.", "It posted double-digit gains."),
    ("words-someone", "Words containing number words are not figures.", "Someone often wondered."),
]
for cid, d, t in WORD_NEG:
    case("not-claims-words", cid, d, t, [])

# ---------------------------------------------------------------- ranges
RANGES = [
    ("10-12%", 10, 12, "percent", 1, {}),
    ("5%-6%", 5, 6, "percent", 1, {}),
    ("5%–6%", 5, 6, "percent", 1, {}),
    ("10 – 12%", 10, 12, "percent", 1, {}),
    ("1.5-2.0%", "1.5", "2", "percent", "0.1", {}),
    ("$5-7bn", "5000000000", "7000000000", "money", "1000000000", {"currency": "$", "scale": "billion"}),
    ("40 to 50 million", 40000000, 50000000, "number", 1000000, {"scale": "million"}),
    ("between 39 and 40 million", 39000000, 40000000, "number", 1000000, {"scale": "million"}),
    ("between 10 and 20ms", "0.01", "0.02", "quantity", "0.001", {"unit": "s", "dimension": "time"}),
    ("10–12 km", 10000, 12000, "quantity", 1000, {"unit": "m", "dimension": "length"}),
    ("between 5% and 7%", 5, 7, "percent", 1, {}),
    ("3 to 4 percentage points", 3, 4, "pp", 1, {}),
    ("between $1.2bn and $1.5bn", "1200000000", "1500000000", "money", "100000000", {"currency": "$", "scale": "billion"}),
    ("between 2 and 3", 2, 3, "number", 1, {}),
    ("12-15", 12, 15, "number", 1, {}),
    ("20 to 30 bps", 20, 30, "bps", 1, {}),
    ("€3-4m", 3000000, 4000000, "money", 1000000, {"currency": "EUR", "scale": "million"}),
    ("2.5-3.5 GB", 2500000000, 3500000000, "quantity", 100000000, {"unit": "B", "dimension": "data"}),
]
for t, lo, hi, k, p, extra in RANGES:
    case("ranges", f"range-{slug(t)}", f"'{t}' is one mention with range low/high; value is the low end.",
         f"The estimate was {t} for now.", [M(t, lo, k, p, range=(lo, hi), **extra)])
case("ranges", "range-ranged-from-to", "'ranged from 5 to 7' is a range; the mention starts at 'from'.",
     "Estimates ranged from 5 to 7 overall.", [M("from 5 to 7", 5, "number", 1, range=(5, 7))])
case("ranges", "range-from-to-is-a-change", "'rose from A to B' states a change: two figures, the cue on the first.",
     "EPS rose from $1.08 to $1.11 overall.",
     [M("$1.08", "1.08", "money", "0.01", currency="$", cue=("increase", "rose", False)),
      M("$1.11", "1.11", "money", "0.01", currency="$")])
case("ranges", "range-descending-dash-not-range", "A dash between a higher and a lower figure is not a range.",
     "The score was 3-1 at the end.", [M("3", 3, "number", 1)])
case("ranges", "range-years-not-range", "Two years joined by 'and' are two year mentions.",
     "Between 2023 and 2024 it held.", [M("2023", 2023, "year", 1, period="2023"), M("2024", 2024, "year", 1, period="2024")])
case("ranges", "range-mixed-kinds-not-range", "A percent and a plain number do not form a range.",
     "It was 5% to 7 overall.", [M("5%", 5, "percent", 1), M("7", 7, "number", 1)])

# ---------------------------------------------------------------- bounds
BOUNDS = [
    ("under 50ms", "0.05", "quantity", "0.001", "lt", {"unit": "s", "dimension": "time"}),
    ("at least 95%", 95, "percent", 1, "ge", {}),
    ("more than 10,000", 10000, "number", 1, "gt", {}),
    ("less than $5m", 5000000, "money", 1000000, "lt", {"currency": "$", "scale": "million"}),
    ("up to 20%", 20, "percent", 1, "le", {}),
    ("at most 3", 3, "number", 1, "le", {}),
    ("over 1 million", 1000000, "number", 1000000, "gt", {"scale": "million"}),
    ("above 2%", 2, "percent", 1, "gt", {}),
    ("below 1.5%", "1.5", "percent", "0.1", "lt", {}),
    ("no more than 10", 10, "number", 1, "le", {}),
    ("no less than 5", 5, "number", 1, "ge", {}),
    ("fewer than 200", 200, "number", 1, "lt", {}),
    ("in excess of $1bn", "1000000000", "money", "1000000000", "gt", {"currency": "$", "scale": "billion"}),
    ("<5%", 5, "percent", 1, "lt", {}),
    ("≤ 10", 10, "number", 1, "le", {}),
    (">= 3", 3, "number", 1, "ge", {}),
    ("> 100 km", 100000, "quantity", 1000, "gt", {"unit": "m", "dimension": "length"}),
    ("exceeding 4 GB", 4000000000, "quantity", 1000000000, "gt", {"unit": "B", "dimension": "data"}),
    ("greater than 3x", 3, "multiple", 1, "gt", {}),
    ("≥ 99.9%", "99.9", "percent", "0.1", "ge", {}),
    ("at least twelve", 12, "number", 1, "ge", {}),
]
for t, v, k, p, b, extra in BOUNDS:
    case("bounds", f"bound-{slug(t)}", f"'{t}': the bound words are part of the mention; value is the stated number.",
         f"The result was {t} overall.", [M(t, v, k, p, bound=b, **extra)])
case("bounds", "bound-approximate-hedge", "A hedge before a bound marks it approximate; the hedge is not in the text.",
     "It took roughly under 5 s.", [M("under 5 s", 5, "quantity", 1, bound="lt", unit="s", dimension="time", approximate=True)])

# ---------------------------------------------------------------- units
UNITS = [
    ("12ms", "0.012", "0.001", "s", "time"), ("50ms", "0.05", "0.001", "s", "time"), ("18 ms", "0.018", "0.001", "s", "time"),
    ("12.4ms", "0.0124", "0.0001", "s", "time"), ("5 s", 5, 1, "s", "time"), ("3 seconds", 3, 1, "s", "time"),
    ("2 min", 120, 60, "s", "time"), ("24h", 86400, 3600, "s", "time"), ("3 hours", 10800, 3600, "s", "time"),
    ("2 days", 172800, 86400, "s", "time"), ("250 µs", "0.00025", "0.000001", "s", "time"), ("40 ns", "0.00000004", "0.000000001", "s", "time"),
    ("5 km", 5000, 1000, "m", "length"), ("5km", 5000, 1000, "m", "length"), ("5000 m", 5000, 1, "m", "length"),
    ("12 cm", "0.12", "0.01", "m", "length"), ("3 mm", "0.003", "0.001", "m", "length"), ("10 ft", "3.048", "0.3048", "m", "length"),
    ("2 miles", "3218.688", "1609.344", "m", "length"), ("3 metres", 3, 1, "m", "length"),
    ("5 kg", 5, 1, "kg", "mass"), ("250 g", "0.25", "0.001", "kg", "mass"), ("3 tonnes", 3000, 1000, "kg", "mass"),
    ("2 lbs", "0.90718474", "0.45359237", "kg", "mass"),
    ("40 ha", 400000, 10000, "m²", "area"), ("12 m²", 12, 1, "m²", "area"), ("3 sq km", 3000000, 1000000, "m²", "area"),
    ("2 L", "0.002", "0.001", "m³", "volume"), ("500 ml", "0.0005", "0.000001", "m³", "volume"),
    ("100 km/h", "27.7777777777778", "0.277777777777778", "m/s", "speed"), ("60 mph", "26.8224", "0.44704", "m/s", "speed"),
    ("2.4 GHz", 2400000000, 100000000, "Hz", "frequency"), ("50 Hz", 50, 1, "Hz", "frequency"),
    ("5 kWh", 18000000, 3600000, "J", "energy"), ("3 MWh", 10800000000, 3600000000, "J", "energy"),
    ("2 kW", 2000, 1000, "W", "power"), ("500 MW", 500000000, 1000000, "W", "power"),
    ("4 GB", 4000000000, 1000000000, "B", "data"), ("4GB", 4000000000, 1000000000, "B", "data"),
    ("512 MB", 512000000, 1000000, "B", "data"), ("2 TB", 2000000000000, 1000000000000, "B", "data"),
    ("4 GiB", 4294967296, 1073741824, "B", "data_binary"), ("512 MiB", 536870912, 1048576, "B", "data_binary"),
    ("20°C", "293.15", 1, "K", "temperature"), ("20 °C", "293.15", 1, "K", "temperature"),
    ("3.5 million tonnes", "3500000000", "100000000", "kg", "mass"),
]
for u in UNITS:
    t, v, p, unit, dim = u
    extra = {"unit": unit, "dimension": dim}
    if "million" in t:
        extra["scale"] = "million"
    case("units", f"unit-{slug(t)}", f"'{t}' is a quantity in base unit {unit}.", f"The measure was {t} there.",
         [M(t, v, "quantity", p, **extra)])
case("units", "unit-5m-glued-is-million", "A glued m after a bare number is millions (financial prose), not metres.",
     "The count was 5m there.", [M("5m", 5000000, "number", 1000000, scale="million")])
case("units", "unit-in-not-inches", "The preposition 'in' after a number is not inches.",
     "It grew 5 in total.", [M("5", 5, "number", 1, cue=("increase", "grew", False))])
case("units", "unit-unknown-glued-skipped", "Letters glued to digits that are no unit make an identifier.",
     "The code was 5zq there.", [])

# ---------------------------------------------------------------- negatives
NEG = [
    ("(1,234)", "-1234", "number", 1, {}), ("($1.2m)", "-1200000", "money", "100000", {"currency": "$", "scale": "million"}),
    ("(€5,000)", "-5000", "money", 1, {"currency": "EUR"}), ("(12.5)", "-12.5", "number", "0.1", {}),
    ("(4,321.00)", "-4321", "number", "0.01", {}), ("(15000)", "-15000", "number", 1, {}),
]
for t, v, k, p, extra in NEG:
    case("negatives", f"accounting-{slug(t)}", f"{t}: parentheses holding just the figure are an accounting negative.",
         f"Net income: {t} for the year.", [M(t, v, k, p, negative=True, **extra)])
case("negatives", "accounting-small-in-parens-not-negative", "A small bare number in parentheses is not an accounting negative.",
     "The count (12) was low.", [M("12", 12, "number", 1)])
case("negatives", "accounting-parens-with-words-not-negative", "Parentheses holding more than the figure are not a negative.",
     "Costs (about 1,234 total) were low.", [M("1,234", 1234, "number", 1, approximate=True)])
case("negatives", "accounting-year-in-parens", "A year in parentheses stays a year.", "The report (2024) was out.",
     [M("2024", 2024, "year", 1, period="2024")])

# ---------------------------------------------------------------- scientific notation
SCI = [
    ("1.2e6", "1200000", "100000"), ("1.2E6", "1200000", "100000"), ("3e5", "300000", "100000"),
    ("1.2e-3", "0.0012", "0.0001"), ("1.2 × 10^6", "1200000", "100000"), ("1.2×10^6", "1200000", "100000"),
    ("1.2 x 10^6", "1200000", "100000"), ("2.5 × 10⁹", "2500000000", "100000000"),
    ("6.02 × 10^23", "602000000000000000000000", "1000000000000000000000"), ("4.5e+3", "4500", "100"),
]
for t, v, p in SCI:
    case("scientific", f"sci-{slug(t)}", f"'{t}' in scientific notation.", f"The value was {t} there.",
         [M(t, v, "number", p)])

# ---------------------------------------------------------------- ratios and multiples
RAT = [("3:1", 3, 1), ("2:1", 2, 1), ("1:4", "0.25", "0.25"), ("5:2", "2.5", "0.5"), ("1:100", "0.01", "0.01")]
for t, v, p in RAT:
    case("ratios", f"ratio-{slug(t)}", f"'{t}' is a ratio a/b; precision is the first figure's precision over b.",
         f"The split was {t} overall.", [M(t, v, "ratio", p)])
MUL = [("2.5x", "2.5", "0.1"), ("3x", 3, 1), ("10×", 10, 1), ("10-fold", 10, 1), ("2.5-fold", "2.5", "0.1"), ("4 x", 4, 1)]
for t, v, p in MUL:
    case("ratios", f"multiple-{slug(t)}", f"'{t}' is a multiple.", f"The multiple was {t} overall.", [M(t, v, "multiple", p)])
case("ratios", "multiple-times-the-average", "'2.5 times the average' is a multiple.", "Pay was 2.5 times the average.",
     [M("2.5 times", "2.5", "multiple", "0.1")])
case("ratios", "multiple-three-times-as-many", "'three times as many' is a multiple in words (precision 1).",
     "There were three times as many stores.", [M("three times", 3, "multiple", 1)])
case("ratios", "multiple-times-a-day-not-multiple", "'3 times a day' is a count, not a multiple.",
     "It ran 3 times a day.", [M("3", 3, "number", 1)])

# ---------------------------------------------------------------- years and periods
YEARS = [
    ("2024", "2024", 2024), ("FY2024", "FY2024", 2024), ("FY 2024", "FY 2024", 2024), ("fiscal 2023", "fiscal 2023", 2023),
    ("fiscal year 2023", "fiscal year 2023", 2023), ("Q3 2024", "Q3 2024", 2024), ("H1 2025", "H1 2025", 2025),
    ("Q3 FY2024", "Q3 FY2024", 2024), ("2019/20", "2019/20", 2019), ("2019-20", "2019-20", 2019),
    ("2019–2020", "2019–2020", 2019), ("CY2023", "CY2023", 2023), ("1999", "1999", 1999), ("1850", "1850", 1850),
    ("2199", "2199", 2199), ("1800", "1800", 1800), ("3Q 2024", "3Q 2024", 2024),
]
for t, period, v in YEARS:
    case("years-periods", f"year-{slug(t)}", f"'{t}' is kind year with period '{period}'.", f"It happened in {t} as planned.",
         [M(t, v, "year", 1, period=period)])
case("years-periods", "year-include-years-false", "includeYears: false drops years.", "It happened in 2024 as planned.",
     [], options={"includeYears": False})
case("years-periods", "year-and-figure", "A year and a figure in one sentence.", "In 2024 it sold 1,850 units.",
     [M("2024", 2024, "year", 1, period="2024"), M("1,850", 1850, "number", 1)])
case("years-periods", "year-grouped-is-number", "A grouped four-digit number is a count, not a year.", "It sold 2,024 units.",
     [M("2,024", 2024, "number", 1)])
case("years-periods", "year-money-is-money", "A currency makes four digits money.", "It cost $2024 then.",
     [M("$2024", 2024, "money", 1, currency="$")])

# ---------------------------------------------------------------- cues
CUES = [
    ("Revenue rose 5% in the period.", "5%", 5, "percent", 1, ("increase", "rose", False)),
    ("Revenue fell 3% in the period.", "3%", 3, "percent", 1, ("decrease", "fell", False)),
    ("Revenue did not rise by 5% in the period.", "5%", 5, "percent", 1, ("increase", "rise", True)),
    ("There was no increase of 2% in the period.", "2%", 2, "percent", 1, ("increase", "increase", True)),
    ("Sales failed to grow 3% in the period.", "3%", 3, "percent", 1, ("increase", "grow", True)),
    ("Sales neither rose nor fell, at 5%.", "5%", 5, "percent", 1, ("decrease", "fell", True)),
    ("The margin widened 2pp in the period.", "2pp", 2, "pp", 1, ("increase", "widened", False)),
    ("The margin narrowed 1.5pp in the period.", "1.5pp", "1.5", "pp", "0.1", ("decrease", "narrowed", False)),
    ("It posted a 12% increase overall.", "12%", 12, "percent", 1, ("increase", "increase", False)),
    ("Sales were 12% higher overall.", "12%", 12, "percent", 1, ("increase", "higher", False)),
    ("Costs were down 4% overall.", "4%", 4, "percent", 1, ("decrease", "down", False)),
    ("Sales were 12% more than before.", "12%", 12, "percent", 1, ("increase", "more than", False)),
    ("Sales were 8% less than before.", "8%", 8, "percent", 1, ("decrease", "less than", False)),
    ("Shares jumped 9% overall.", "9%", 9, "percent", 1, ("increase", "jumped", False)),
    ("Output declined 2.5% overall.", "2.5%", "2.5", "percent", "0.1", ("decrease", "declined", False)),
    ("Output didn't grow 2% overall.", "2%", 2, "percent", 1, ("increase", "grow", True)),
    ("Losses never climbed 7% overall.", "7%", 7, "percent", 1, ("increase", "climbed", True)),
    ("Costs were unchanged at 5% overall.", "5%", 5, "percent", 1, None),
]
for n, (t, mt, v, k, p, cue) in enumerate(CUES):
    extra = {"cue": cue} if cue else {}
    case("cues", f"cue-{n + 1:02d}-{slug(cue[1] if cue else 'none')}", "The direction word in the figure's clause, with negation.",
         t, [M(mt, v, k, p, **extra)])
case("cues", "cue-up-from-belongs-to-new-value", "'up from X' names the earlier value; the cue goes to the figure before.",
     "Costs were 5%, up from 3%.", [M("5%", 5, "percent", 1, cue=("increase", "up", False)), M("3%", 3, "percent", 1)])
case("cues", "cue-not-shared", "A cue is not shared across figures of different clauses.",
     "Revenue rose 5%; headcount was 120.", [M("5%", 5, "percent", 1, cue=("increase", "rose", False)), M("120", 120, "number", 1)])
case("cues", "cue-bound-is-not-direction", "'more than' before a figure is a bound, not a direction.",
     "There were more than 50 sites.", [M("more than 50", 50, "number", 1, bound="gt")])

# ---------------------------------------------------------------- approximate
APPROX = ["about", "around", "approximately", "roughly", "nearly", "almost", "circa", "~"]
for w in APPROX:
    sep = "" if w == "~" else " "
    case("approximate", f"approx-{slug(w) if w != '~' else 'tilde'}", f"'{w}' hedges the figure (not part of its text).",
         f"It had {w}{sep}120 sites.", [M("120", 120, "number", 1, approximate=True)])

# ---------------------------------------------------------------- not claims
NOT = {
    "not-claims-dates": [
        ("December 31", "It closed on December 31 as planned."), ("31 Dec", "It closed on 31 Dec as planned."),
        ("Dec. 31", "It closed on Dec. 31 as planned."), ("31st December", "It closed on 31st December as planned."),
        ("11/30/04", "It closed on 11/30/04 as planned."), ("30/11/2004", "It closed on 30/11/2004 as planned."),
        ("2019-06-30", "It closed on 2019-06-30 as planned."), ("30.11.2004", "It closed on 30.11.2004 as planned."),
        ("March 5", "It closed on March 5 as planned."), ("5 March", "It closed on 5 March as planned."),
        ("June 1st", "It closed on June 1st as planned."), ("1 Jan", "It closed on 1 Jan as planned."),
    ],
    "not-claims-times": [
        ("10:30", "It opened at 10:30 as planned."), ("9:45", "It opened at 9:45 as planned."),
        ("10 am", "It opened at 10 am as planned."), ("10pm", "It opened at 10pm as planned."),
        ("10 a.m.", "It opened at 10 a.m. as planned."), ("23:59:59", "It closed at 23:59:59 as planned."),
        ("7:05pm", "It opened at 7:05pm as planned."),
    ],
    "not-claims-versions": [
        ("v2.3", "It runs v2.3 as planned."), ("8.4.1.1", "It runs 8.4.1.1 as planned."),
        ("192.168.0.1", "It uses 192.168.0.1 as planned."), ("version 2", "It runs version 2 as planned."),
        ("v10", "It runs v10 as planned."), ("1.2.3", "It runs 1.2.3 as planned."), ("release 5", "It shipped release 5 as planned."),
    ],
    "not-claims-identifiers": [
        ("B01003e1", "Table B01003e1 was used."), ("SKU-1234", "Item SKU-1234 was used."), ("0x1F", "Code 0x1F was used."),
        ("COVID-19", "During COVID-19 it closed."), ("A1", "Cell A1 was used."), ("id_123", "Key id_123 was used."),
        ("123e4567-e89b-12d3-a456-426614174000", "Key 123e4567-e89b-12d3-a456-426614174000 was used."),
        ("3GPP", "The 3GPP body met."), ("ABC123", "Code ABC123 was used."), ("#42", "Ticket #42 was used."),
        ("H2O", "Water is H2O chemically."), ("MP3", "The MP3 file played."), ("x86", "The x86 chip ran."),
        ("A4", "The A4 sheet was used."), ("5G", "The 5G network ran."), ("Q3", "The Q3 call happened."),
    ],
    "not-claims-references": [
        ("s. 4.4(2)", "Under s. 4.4(2) it applies."), ("§5.3.5.4", "Under §5.3.5.4 it applies."),
        ("TS 38.331", "Per 3GPP TS 38.331 it applies."), ("Reg. 892", "Under Reg. 892 it applies."),
        ("Section 5", "Under Section 5 it applies."), ("Table 2", "See Table 2 for details."),
        ("Article 12", "Under Article 12 it applies."), ("page 45", "See page 45 for details."),
        ("No. 5", "See No. 5 for details."), ("Figure 3", "See Figure 3 for details."), ("clause 7", "Under clause 7 it applies."),
        ("Rule 10", "Under Rule 10 it applies."), ("Appendix 4", "See Appendix 4 for details."),
        ("ISO 9001", "It meets ISO 9001 fully."), ("RFC 2616", "It follows RFC 2616 fully."),
        ("Chapter 11", "It filed for Chapter 11 protection."), ("para. 3", "See para. 3 for details."),
        ("Form 10", "See Form 10 for details."), ("Exhibit 99", "See Exhibit 99 for details."), ("Tier 1", "It is Tier 1 capital."),
    ],
    "not-claims-phones": [
        ("555-1234", "Call 555-1234 today."), ("555-123-4567", "Call 555-123-4567 today."),
        ("(555) 123-4567", "Call (555) 123-4567 today."), ("+1 555 123 4567", "Call +1 555 123 4567 today."),
        ("+44 20 7946 0958", "Call +44 20 7946 0958 today."), ("555.123.4567", "Call 555.123.4567 today."),
    ],
    "not-claims-list-markers": [
        ("1.", "1. Revenue was strong.\n2. Costs were low."), ("2)", "1) Revenue was strong.\n2) Costs were low."),
        ("  3.", "  3. Revenue was strong."),
    ],
    "not-claims-formulas": [
        ("× 100", "Divide the change by the base and multiply × 100 to get it."),
        ("multiplying by 100", "It is found by multiplying by 100 as usual."),
        ("/ 2", "Take (a + b) / 2 as usual."), ("divide by 2", "Add them and divide by 2 as usual."),
        ("divided by 3", "The sum divided by 3 is the mean."), ("* 100", "Take the share * 100 as usual."),
    ],
    "not-claims-ordinals": [
        ("3rd", "It ranked 3rd overall."), ("1st", "It ranked 1st overall."), ("21st", "In the 21st century it grew."),
        ("2nd", "It was the 2nd attempt."), ("third", "It was the third attempt."), ("second", "It was the second attempt."),
        ("the 1990s", "In the 1990s it grew."), ("the 80s", "In the 80s it grew."), ("'90s", "In the '90s it grew."),
    ],
    "not-claims-citations": [
        ("[1]", "It held firm [1]."), ("[R1]", "It held firm [R1]."), ("[R1, R2]", "It held firm [R1, R2]."),
        ("[1-3]", "It held firm [1-3]."), ("【1】", "It held firm【1】."), ("(Source 2)", "It held firm (Source 2)."),
        ("[S12]", "It held firm [S12]."),
    ],
}
# Cue-free carriers: the figure-free texts above must yield no mentions.
for feature, rows in NOT.items():
    for t, text in rows:
        case(feature, f"{feature.replace('not-claims-', 'nc-')}-{slug(t)}", f"'{t}' is not a claim.", text, [])
# Real figures beside non-claims: only the figure is read.
BESIDE = [
    ("On December 31 sales were 1,850 units.", [M("1,850", 1850, "number", 1)]),
    ("Under s. 4.4(2) the fee is $500.", [M("$500", 500, "money", 1, currency="$")]),
    ("Item SKU-1234 sold 1,850 units.", [M("1,850", 1850, "number", 1)]),
    ("Call 555-1234 for the 12% offer.", [M("12%", 12, "percent", 1)]),
    ("At 10:30 the price was $12.40.", [M("$12.40", "12.4", "money", "0.01", currency="$")]),
    ("Version 2.3 cut latency to 12ms.", [M("12ms", "0.012", "quantity", "0.001", unit="s", dimension="time", cue=("decrease", "cut", False))]),
    ("Per Reg. 892 the limit is 40 km.", [M("40 km", 40000, "quantity", 1000, unit="m", dimension="length")]),
    ("It ranked 3rd with 45% share.", [M("45%", 45, "percent", 1)]),
    ("Table 2 shows 1,234 sites.", [M("1,234", 1234, "number", 1)]),
    ("During COVID-19 sales were 7,500.", [M("7,500", 7500, "number", 1)]),
    ("Code 0x1F had 3 faults.", [M("3", 3, "number", 1)]),
    ("It had 120 sites [R1].", [M("120", 120, "number", 1)]),
    ("1. Revenue was $5m.", [M("$5m", 5000000, "money", 1000000, currency="$", scale="million")]),
    ("The ratio × 100 gives 45%.", [M("45%", 45, "percent", 1)]),
    ("In the 1990s it had 300 staff.", [M("300", 300, "number", 1)]),
]
for n, (text, ms) in enumerate(BESIDE):
    case("not-claims-beside-figures", f"nc-beside-{n + 1:02d}", "Only the real figure is read beside a non-claim.", text, ms)

# ---------------------------------------------------------------- sentences
SENT = [
    ("Revenue was $3.2bn [R1]. Costs fell.", ["Revenue was $3.2bn [R1].", "Costs fell."]),
    ("It rose 3.2% in Q3. It fell after.", ["It rose 3.2% in Q3.", "It fell after."]),
    ("Mr. Smith said so. It rose.", ["Mr. Smith said so.", "It rose."]),
    ("Acme Inc. reported a gain.", ["Acme Inc. reported a gain."]),
    ("Sales rose at Acme Inc. The company grew.", ["Sales rose at Acme Inc.", "The company grew."]),
    ("It rose in the U.S. The end came.", ["It rose in the U.S.", "The end came."]),
    ("Fees, e.g. tolls, rose. Costs fell.", ["Fees, e.g. tolls, rose.", "Costs fell."]),
    ("Under Reg. 892 s. 4.4(2) it applies. Next one.", ["Under Reg. 892 s. 4.4(2) it applies.", "Next one."]),
    ("It rose. [R1] Costs fell.", ["It rose. [R1]", "Costs fell."]),
    ("First line\nSecond line", ["First line", "Second line"]),
    ("- item one\n- item two", ["- item one", "- item two"]),
    ("Did it rise? Yes! It did.", ["Did it rise?", "Yes!", "It did."]),
    ("It rose (by 5%). It fell.", ["It rose (by 5%).", "It fell."]),
    ("He said \"it rose.\" Then it fell.", ["He said \"it rose.\"", "Then it fell."]),
    ("A rose.\u000bB fell.", ["A rose.", "B fell."]),
    ("A rose.\u000cB fell.", ["A rose.", "B fell."]),
    ("A rose\u2028B fell.", ["A rose", "B fell."]),
    ("A rose.\u3000B fell.", ["A rose.", "B fell."]),
    ("Approx. 5 sites opened. More came.", ["Approx. 5 sites opened.", "More came."]),
    ("See No. 5 for it. Then stop.", ["See No. 5 for it.", "Then stop."]),
    ("Wait... it rose.", ["Wait... it rose."]),
    ("1. Revenue rose.\n2. Costs fell.", ["1. Revenue rose.", "2. Costs fell."]),
    ("", []),
    ("It rose 5% [1]. It fell 2% [2].", ["It rose 5% [1].", "It fell 2% [2]."]),
]
for n, (text, ss) in enumerate(SENT):
    case("sentences", f"sentences-{n + 1:02d}", "Sentence boundaries, offsets half-open in UTF-16 code units.", text, sentences=ss)

# ---------------------------------------------------------------- citations
CIT = [
    ("Revenue rose [R1].", [("[R1]", ["R1"])]),
    ("Revenue rose [R1, R2].", [("[R1, R2]", ["R1", "R2"])]),
    ("Revenue rose [1].", [("[1]", ["1"])]),
    ("Revenue rose [1-3].", [("[1-3]", ["1", "2", "3"])]),
    ("Revenue rose [S1].", [("[S1]", ["S1"])]),
    ("Revenue rose【1】.", [("【1】", ["1"])]),
    ("Revenue rose (Source 2).", [("(Source 2)", ["2"])]),
    ("Revenue rose (Sources 1 and 2).", [("(Sources 1 and 2)", ["1", "2"])]),
    ("He said [sic] it rose.", []),
    ("It rose [emphasis added].", []),
    ("It rose [R1-R3].", [("[R1-R3]", ["R1", "R2", "R3"])]),
    ("It rose [1, 3].", [("[1, 3]", ["1", "3"])]),
    ("It rose [1; 2].", [("[1; 2]", ["1", "2"])]),
    ("It rose [R1] and fell [R2].", [("[R1]", ["R1"]), ("[R2]", ["R2"])]),
    ("It rose [doc3].", [("[doc3]", ["doc3"])]),
    ("It rose [a note here].", []),
    ("It rose [].", []),
    ("It rose [R1.", []),
    ("It rose [2a].", [("[2a]", ["2a"])]),
    ("It rose (source 2).", []),
]
for n, (text, cs) in enumerate(CIT):
    case("citations", f"citations-{n + 1:02d}", "Citation markers and their ids; brackets that are not ids are not citations.", text,
         citations=cs)

DESCR = {
    "numbers": "Plain digits: thousands separators, decimals, leading dots, precision of the last written digit.",
    "separators": "Thousands separators other than commas (spaces, apostrophes) and decimal-comma locales.",
    "money": "Currency symbols and codes before or after the amount, with scale words.",
    "percent": "Percent, percentage points and basis points, as signs and words.",
    "negatives": "Signs and accounting negatives.",
    "scales": "Scale words and suffixes: value and precision multiplied.",
    "words": "Numbers, fractions and multiples written in words, and words that are not figures.",
    "not-claims-words": "Words that look like number words but state no figure.",
    "ranges": "Ranges as one mention with range {low, high}; changes are not ranges.",
    "bounds": "Bounds: the bound words are part of the mention.",
    "units": "Units of measure: value and precision in the dimension's base unit.",
    "scientific": "Scientific notation.",
    "ratios": "Ratios a:b and multiples.",
    "years-periods": "Years and fiscal or calendar period labels: kind year with period.",
    "cues": "Direction cues with negation.",
    "approximate": "Hedge words mark a figure approximate.",
    "not-claims-beside-figures": "Non-claims next to real figures: only the figures are read.",
    "sentences": "splitSentences: boundaries and offsets.",
    "citations": "findCitations: markers, ids and non-citations.",
}

os.makedirs(OUT, exist_ok=True)
total = 0
for feature, cases in sorted(files.items()):
    desc = DESCR.get(feature) or f"What must not become a claim: {feature.replace('not-claims-', '')}."
    doc = {"$schema": "../schema/extract.schema.json", "suite": "extract", "feature": feature, "description": desc, "cases": cases}
    with open(os.path.join(OUT, f"{feature}.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    total += len(cases)
    print(f"{feature}: {len(cases)}")
neg = sum(1 for cs in files.values() for c in cs if c["expect"].get("mentions") == [] or c["id"].startswith("nc-beside"))
print("total", total, "negative", neg)


# ================================================================ units suite
from fractions import Fraction

UNITS_OUT = os.path.join(ROOT, "conformance-vectors", "units")
# Factors into base units, exact, written independently of packages/units/src/units.ts.
F = {
    "ns": Fraction(1, 10**9), "µs": Fraction(1, 10**6), "ms": Fraction(1, 1000), "s": Fraction(1), "min": Fraction(60),
    "h": Fraction(3600), "day": Fraction(86400), "week": Fraction(604800), "year": Fraction(31557600), "month": Fraction(2629800),
    "mm": Fraction(1, 1000), "cm": Fraction(1, 100), "m": Fraction(1), "km": Fraction(1000), "ft": Fraction(3048, 10000),
    "mi": Fraction(1609344, 1000), "yd": Fraction(9144, 10000),
    "g": Fraction(1, 1000), "kg": Fraction(1), "t": Fraction(1000), "lb": Fraction(45359237, 10**8),
    "m²": Fraction(1), "ha": Fraction(10000), "km²": Fraction(10**6),
    "L": Fraction(1, 1000), "mL": Fraction(1, 10**6), "m³": Fraction(1),
    "m/s": Fraction(1), "km/h": Fraction(1000, 3600), "mph": Fraction(44704, 100000),
    "Hz": Fraction(1), "kHz": Fraction(1000), "MHz": Fraction(10**6), "GHz": Fraction(10**9),
    "J": Fraction(1), "kWh": Fraction(3600000), "MWh": Fraction(3600000000), "Wh": Fraction(3600),
    "W": Fraction(1), "kW": Fraction(1000), "MW": Fraction(10**6),
    "B": Fraction(1), "kB": Fraction(1000), "MB": Fraction(10**6), "GB": Fraction(10**9), "TB": Fraction(10**12),
    "KiB": Fraction(1024), "MiB": Fraction(1024**2), "GiB": Fraction(1024**3),
    "pp": Fraction(1), "bps": Fraction(1, 100),
}


def exact(fr: Fraction) -> str:
    d = Decimal(fr.numerator) / Decimal(fr.denominator)
    return dec(d.quantize(Decimal(1).scaleb(-20)) if fr.denominator not in (1,) and not _terminates(fr) else d)


def _terminates(fr: Fraction) -> bool:
    q = fr.denominator
    for p in (2, 5):
        while q % p == 0:
            q //= p
    return q == 1


units_cases = {"conversions": [], "compatibility": []}
CONV = [
    ("5", "km", "m"), ("12.4", "ms", "s"), ("1", "mi", "km"), ("25", "bps", "pp"), ("0.25", "pp", "bps"), ("2", "h", "min"),
    ("90", "min", "h"), ("2", "year", "month"), ("1", "week", "day"), ("3", "ft", "m"), ("1000", "m", "km"), ("250", "g", "kg"),
    ("2", "t", "kg"), ("1", "lb", "kg"), ("3", "ha", "m²"), ("1", "km²", "ha"), ("2", "L", "mL"), ("1", "m³", "L"),
    ("100", "km/h", "m/s"), ("60", "mph", "km/h"), ("2.4", "GHz", "MHz"), ("5", "kWh", "J"), ("1", "MWh", "kWh"),
    ("3", "MW", "kW"), ("4", "GB", "MB"), ("2", "TB", "GB"), ("1", "GiB", "MiB"), ("1", "MiB", "KiB"), ("1500", "ms", "s"),
    ("40", "ns", "µs"), ("1", "day", "s"), ("10", "cm", "mm"), ("1", "yd", "ft"), ("7", "s", "s"),
]
for v, a, b in CONV:
    want = Fraction(Decimal(v)) * F[a] / F[b]
    units_cases["conversions"].append({
        "id": f"convert-{slug(v)}-{slug(a)}-to-{slug(b)}", "description": f"{v} {a} in {b}.",
        "convert": {"value": v, "from": a, "to": b}, "expect": exact(want)})
TEMPS = [("100", "°C", "°F", "212"), ("32", "°F", "°C", "0"), ("0", "°C", "K", "273.15"), ("300", "K", "°C", "26.85"),
         ("-40", "°C", "°F", "-40"), ("98.6", "°F", "°C", "37")]
for v, a, b, want in TEMPS:
    units_cases["conversions"].append({
        "id": f"convert-{slug(v)}-{slug(a)}-to-{slug(b)}", "description": f"{v} {a} in {b}: temperatures convert with offsets.",
        "convert": {"value": v, "from": a, "to": b}, "expect": want})
ERRS = [("4", "GB", "GiB"), ("1", "kW", "kWh"), ("1", "furlong", "m"), ("5", "km", "kg"), ("3", "%", "pp")]
for v, a, b in ERRS:
    units_cases["conversions"].append({
        "id": f"convert-error-{slug(a)}-to-{slug(b)}", "description": f"{a} cannot be converted to {b}.",
        "convert": {"value": v, "from": a, "to": b}, "expect": {"error": "RangeError"}})
COMPAT = [("km", "mi", True), ("GB", "GiB", False), ("MB", "GB", True), ("MiB", "GiB", True), ("pp", "bps", True),
          ("%", "pp", False), ("kW", "kWh", False), ("kWh", "J", True), ("°C", "°F", True), ("°C", "K", True),
          ("ms", "h", True), ("m", "s", False), ("km/h", "mph", True), ("ha", "m²", True), ("L", "m³", True),
          ("kg", "lb", True), ("km", "nope", False), ("Hz", "GHz", True), ("B", "KiB", False), ("year", "month", True)]
for a, b, want in COMPAT:
    units_cases["compatibility"].append({
        "id": f"compatible-{slug(a)}-{slug(b)}", "description": f"{a} and {b} are {'' if want else 'not '}compatible.",
        "compatible": {"a": a, "b": b}, "expect": want})
os.makedirs(UNITS_OUT, exist_ok=True)
UDESC = {"conversions": "convert(value, from, to): within a dimension, offsets for temperatures; across dimensions a RangeError.",
         "compatibility": "compatible(a, b): same dimension; decimal and binary data are never compatible."}
for feature, cs in units_cases.items():
    doc = {"$schema": "../schema/units.schema.json", "suite": "units", "feature": feature, "description": UDESC[feature], "cases": cs}
    with open(os.path.join(UNITS_OUT, f"{feature}.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"units/{feature}: {len(cs)}")
