import { createHash } from "node:crypto";
import { REVIEW_CSS, REVIEW_SCRIPT } from "@crossfoot/review";
import type { CaseOutcome, ClaimOutcome } from "./eval-runner.js";
import {
  asExpected,
  type EvalOutput,
  type EvalSummary,
  outcomeWord,
  percent,
} from "./eval-summary.js";
import { type ReportTarget, writeReport } from "./output-file.js";
import { Spool } from "./spool.js";
import { escapeXml as h } from "./xml.js";

/** The answer as HTML, each claim a `<mark>` whose tooltip shows its status and evidence. */
export function highlightAnswer(answer: string, claims: readonly ClaimOutcome[]): string {
  const sorted = [...claims].sort((a, b) => a.start - b.start || a.end - b.end);
  let html = "";
  let at = 0;
  for (const c of sorted) {
    // Claims never overlap; if one ever did, it is listed in the tooltip-less text rather than nested.
    if (c.start < at || c.end > answer.length || c.end <= c.start) continue;
    html += h(answer.slice(at, c.start));
    const kind = c.passed ? "pass" : "fail";
    html += `<mark class="claim ${kind}" tabindex="0" data-status="${h(c.status)}">${h(
      answer.slice(c.start, c.end),
    )}<span class="tip" role="tooltip"><b>${h(c.status)}</b> ${h(c.evidence)}</span></mark>`;
    at = c.end;
  }
  return html + h(answer.slice(at));
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--ok:#1a7f37;--ok-bg:#dafbe1;--bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--tip:#1f2328;--tip-fg:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--ok:#3fb950;--ok-bg:#12261e;--bad:#f85149;--bad-bg:#2d1214;--warn:#d29922;--warn-bg:#272115;--tip:#e6edf3;--tip-fg:#0d1117}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{padding:24px 32px 16px;border-bottom:1px solid var(--line)}
h1{margin:0 0 12px;font-size:18px;font-weight:600}
h1 .file{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:400;color:var(--muted)}
.gate{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;margin-left:8px;font-size:13px}
.gate.pass{background:var(--ok-bg);color:var(--ok)}.gate.fail{background:var(--bad-bg);color:var(--bad)}
.stats{display:flex;flex-wrap:wrap;gap:12px 40px;margin:0}
.stats div{min-width:90px}.stats dt{color:var(--muted);font-size:12px}.stats dd{margin:0;font-size:22px;font-weight:600;font-variant-numeric:tabular-nums}
.statuses{margin:14px 0 0;display:flex;flex-wrap:wrap;gap:6px}
.pill{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;padding:1px 8px;border-radius:10px;border:1px solid var(--line)}
.pill.pass{color:var(--ok)}.pill.fail{color:var(--bad)}
nav{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:10px 32px;background:var(--bg);border-bottom:1px solid var(--line)}
nav button{font:inherit;padding:3px 12px;border-radius:6px;border:1px solid var(--line);background:transparent;color:inherit;cursor:pointer}
nav button[aria-pressed=true]{background:var(--fg);color:var(--bg);border-color:var(--fg)}
nav select{font:inherit;padding:2px 6px;border-radius:6px;border:1px solid var(--line);background:transparent;color:inherit}
#shown{margin-left:auto;color:var(--muted)}
#cases{border-collapse:collapse;width:100%}
tr.review-row td{padding-top:0}tr.review-row summary{cursor:pointer;color:var(--muted);font-size:12px}
#cases>*>tr>th,#cases>*>tr>td{text-align:left;vertical-align:top;padding:10px 12px;border-bottom:1px solid var(--line)}
#cases>thead>tr>th{font-size:12px;color:var(--muted);font-weight:600}
#cases>*>tr>th:first-child,#cases>*>tr>td:first-child{padding-left:32px}
td.id{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
td.id small{display:block;color:var(--muted);font-family:system-ui,sans-serif}
.outcome{font-weight:600;white-space:nowrap}.ok .outcome{color:var(--ok)}.fail .outcome{color:var(--bad)}.error .outcome{color:var(--warn)}
tr.fail td:first-child{box-shadow:inset 4px 0 var(--bad)}tr.error td:first-child{box-shadow:inset 4px 0 var(--warn)}
td.answer{white-space:pre-wrap;max-width:70ch}
td.answer.error-text{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--warn)}
mark.claim{position:relative;border-radius:3px;padding:0 2px;color:inherit;cursor:help;outline-offset:1px}
mark.claim.pass{background:var(--ok-bg);box-shadow:inset 0 -2px var(--ok)}
mark.claim.fail{background:var(--bad-bg);box-shadow:inset 0 -2px var(--bad)}
mark.claim .tip{display:none;position:absolute;left:0;top:calc(100% + 6px);z-index:10;width:max-content;max-width:min(36rem,45vw);padding:6px 10px;border-radius:6px;background:var(--tip);color:var(--tip-fg);font-size:12px;line-height:1.4;white-space:normal;box-shadow:0 4px 12px rgba(0,0,0,.25)}
mark.claim .tip b{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:600;margin-right:4px}
mark.claim:hover .tip,mark.claim:focus .tip{display:block}
.empty{padding:24px 32px;color:var(--muted)}
`;

const SCRIPT = `
(function(){
  var rows=[].slice.call(document.querySelectorAll("#cases tbody tr.case"));
  var buttons=[].slice.call(document.querySelectorAll("nav button[data-filter]"));
  var select=document.getElementById("claim-status");
  var shown=document.getElementById("shown");
  var outcome="all";
  function apply(){
    var status=select.value, n=0;
    for(var i=0;i<rows.length;i++){
      var r=rows[i];
      var ok=(outcome==="all"||r.getAttribute("data-outcome")===outcome)&&(!status||(" "+r.getAttribute("data-statuses")+" ").indexOf(" "+status+" ")>=0);
      r.hidden=!ok; if(ok)n++;
      var next=r.nextElementSibling;
      if(next&&next.classList.contains("review-row"))next.hidden=!ok;
    }
    shown.textContent=n+" of "+rows.length+" shown";
  }
  buttons.forEach(function(b){b.addEventListener("click",function(){
    outcome=b.getAttribute("data-filter");
    buttons.forEach(function(o){o.setAttribute("aria-pressed",String(o===b));});
    apply();
  });});
  select.addEventListener("change",apply);
  apply();
  // Keep a claim's tooltip inside the window: shift it left when it would overflow.
  function place(e){
    var m=e.target&&e.target.closest?e.target.closest("mark.claim"):null;
    if(!m)return;
    var t=m.querySelector(".tip");
    t.style.left="0px";
    var over=t.getBoundingClientRect().right-document.documentElement.clientWidth+8;
    if(over>0)t.style.left=(-over)+"px";
  }
  document.addEventListener("mouseover",place);
  document.addEventListener("focusin",place);
})();
`;

// The page's own style and script, with the review view's; the policy
// allows exactly these two blocks, by their hashes, and nothing else.
const PAGE_STYLE = STYLE + REVIEW_CSS;
const PAGE_SCRIPT = SCRIPT + REVIEW_SCRIPT;
const hash = (text: string) => createHash("sha256").update(text).digest("base64");
const POLICY = `default-src 'none'; style-src 'sha256-${hash(PAGE_STYLE)}'; script-src 'sha256-${hash(PAGE_SCRIPT)}'; img-src data:; base-uri 'none'; form-action 'none'`;

/**
 * `eval --html FILE`: one self-contained page (inline style and script, a
 * Content-Security-Policy that forbids any request): the summary, accuracy,
 * claim statuses, and a table of cases that filters by outcome and by claim
 * status, each answer with its claims highlighted and their evidence on
 * hover, and each case's review view (the answer beside its sources, each
 * figure linked to what proves it) one click away.
 */
export class HtmlOutput implements EvalOutput {
  private readonly spool = new Spool();
  private readonly counts = { ok: 0, fail: 0, error: 0 };

  /**
   * @param path where to write the HTML (`-`: standard output)
   * @param stdout how standard output is written
   */
  constructor(
    private readonly path: ReportTarget,
    private readonly stdout: (text: string) => void = () => {},
  ) {}

  case(o: CaseOutcome): void {
    const outcome = o.got === "error" ? "error" : asExpected(o) ? "ok" : "fail";
    this.counts[outcome]++;
    const statuses = [...new Set(o.claims.map((c) => c.status))].join(" ");
    const label = { ok: "as expected", fail: "not as expected", error: "error" }[outcome];
    const answer =
      o.got === "error"
        ? `<td class="answer error-text">${h(o.error ?? "")}</td>`
        : `<td class="answer">${highlightAnswer(o.answer ?? "", o.claims)}</td>`;
    this.spool.write(
      `<tr class="case ${outcome}" data-outcome="${outcome}" data-statuses="${h(statuses)}"><td class="id">${h(o.id)}<small>line ${o.line}</small></td><td>${o.expect ? outcomeWord(o.expect) : "–"}</td><td>${o.got === "error" ? "error" : h(o.summary ?? outcomeWord(o.got))}</td><td class="outcome">${label}</td>${answer}</tr>\n${
        o.review
          ? `<tr class="review-row"><td colspan="5"><details><summary>answer beside its sources</summary>${o.review}</details></td></tr>\n`
          : ""
      }`,
    );
  }

  finish(s: EvalSummary): void {
    const statuses = Object.entries(s.claimStatuses).sort((a, b) => b[1] - a[1]);
    const passing = new Set(["supported_exact", "supported_rounded", "derived"]);
    writeReport(this.path, "--html", this.stdout, (write) => {
      write(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<title>crossfoot eval · ${h(s.file)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header id="summary">
<h1>crossfoot eval <span class="file">${h(s.file)}</span><span class="gate ${s.passed ? "pass" : "fail"}">${s.passed ? "PASSED" : "FAILED"}</span></h1>
<dl class="stats">
<div><dt>accuracy</dt><dd id="accuracy">${percent(s.accuracy)}</dd></div>
<div><dt>threshold</dt><dd>${percent(s.threshold)}</dd></div>
<div><dt>as expected</dt><dd>${s.correct} / ${s.total}</dd></div>
<div><dt>not as expected</dt><dd>${this.counts.fail}</dd></div>
<div><dt>errors</dt><dd>${s.errors}</dd></div>
<div><dt>time</dt><dd>${s.seconds.toFixed(2)} s</dd></div>
</dl>
<p class="statuses">${statuses
        .map(
          ([status, n]) =>
            `<span class="pill ${passing.has(status) ? "pass" : "fail"}">${h(status)} ${n}</span>`,
        )
        .join("")}</p>
</header>
<nav aria-label="filter cases">
<button type="button" data-filter="all" aria-pressed="true">all (${s.total})</button>
<button type="button" data-filter="ok" aria-pressed="false">as expected (${this.counts.ok})</button>
<button type="button" data-filter="fail" aria-pressed="false">not as expected (${this.counts.fail})</button>
<button type="button" data-filter="error" aria-pressed="false">errors (${this.counts.error})</button>
<label>claim status <select id="claim-status"><option value="">any</option>${statuses
        .map(([status]) => `<option value="${h(status)}">${h(status)}</option>`)
        .join("")}</select></label>
<span id="shown"></span>
</nav>
<main>
<table id="cases">
<thead><tr><th>case</th><th>expected</th><th>got</th><th>outcome</th><th>answer (hover a figure for its evidence)</th></tr></thead>
<tbody>
`);
      this.spool.copyTo(write);
      write(`</tbody>
</table>
</main>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`);
    });
    this.dispose();
  }

  dispose(): void {
    this.spool.dispose();
  }
}
