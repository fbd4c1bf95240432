import { loadSources } from "./src/index.ts";

const show = (x: unknown, o = {}) => {
  const s = loadSources(x, o);
  for (const v of s.values)
    console.log(
      JSON.stringify([v.label, v.value, v.kind, v.currency, v.period, v.unitHeader, v.scaledValue]),
    );
  if (s.diagnostics.length) console.log("DIAG", JSON.stringify(s.diagnostics));
  console.log("--");
};
show([
  ["", "", "Year Ended May 31,", ""],
  ["(Dollars in millions)", "2019", "Change", "2018"],
  ["Net cash provided by operating activities", "$14,551", "-5%", "$15,386"],
  ["Net cash provided by (used for) investing activities", "$26,557", "572%", "$(5,625)"],
]);
show([
  ["€ million", "2017/2018", "2018/2019"],
  ["EBIT", "713", "828"],
  ["Other investment result", "0", "−1"],
]);
show([
  ["", "Total Expected Charges", "Cumulative Charges Incurred", "Remaining Expected Charges"],
  ["", "", "(in millions)", ""],
  ["Transportation Solutions", "$  160", "$  144", "$  16"],
  ["Total", "$  289", "$  254", "$  35"],
]);
show([
  ["($ in millions)", "", "", ""],
  ["For the year ended December 31:", "2019", "2018", "Yr.-to-Yr. Percent Change"],
  ["Interest expense", "$1,344", "$723", "85.9%"],
  ["Non-operating adjustment", "", "", ""],
  ["Acquisition-related charges", "(228)", "—", "NM"],
  ["Operating (non-GAAP) interest expense", "$1,116", "$723", "54.4"],
]);
