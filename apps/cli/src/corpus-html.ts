// `corpus verify --html FILE`: the report as one self-contained page.
import { createHash } from "node:crypto";
import type { CorpusReport, DocumentReport } from "@crossfoot/corpus";
import { escapeXml as h } from "./xml.js";

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--ok:#1a7f37;--ok-bg:#dafbe1;--bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--ok:#3fb950;--ok-bg:#12261e;--bad:#f85149;--bad-bg:#2d1214;--warn:#d29922;--warn-bg:#272115}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{padding:24px 32px 16px;border-bottom:1px solid var(--line)}
h1{margin:0 0 12px;font-size:18px;font-weight:600}
h2{margin:24px 32px 8px;font-size:16px;font-weight:600}
h2 code{font-weight:400}
.verdict{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;margin-left:8px;font-size:13px}
.verdict.pass{background:var(--ok-bg);color:var(--ok)}.verdict.fail{background:var(--bad-bg);color:var(--bad)}
.stats{display:flex;flex-wrap:wrap;gap:12px 40px;margin:0}
.stats div{min-width:90px}.stats dt{color:var(--muted);font-size:12px}.stats dd{margin:0;font-size:22px;font-weight:600;font-variant-numeric:tabular-nums}
p.note{margin:4px 32px;color:var(--muted)}
table{border-collapse:collapse;margin:0 32px 16px;width:calc(100% - 64px)}
th,td{text-align:left;vertical-align:top;padding:6px 10px;border-bottom:1px solid var(--line)}
th{font-size:12px;color:var(--muted);font-weight:600}
td.kind{font-weight:600;white-space:nowrap}
tr.error td.kind{color:var(--bad)}tr.drop td.kind{color:var(--warn)}tr.cut td.kind{color:var(--muted)}
td code,td.chunk{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
`;

const hash = (text: string) => createHash("sha256").update(text).digest("base64");
// The page allows its own style, by its hash, and nothing else: no script, no request.
const POLICY = `default-src 'none'; style-src 'sha256-${hash(STYLE)}'; base-uri 'none'; form-action 'none'`;

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

function findingRows(d: DocumentReport): string {
  const rows: string[] = [];
  const row = (kind: string, cls: string, chunk: string, what: string) =>
    rows.push(
      `<tr class="${cls}"><td class="kind">${h(kind)}</td><td class="chunk">${h(chunk)}</td><td>${h(what)}</td></tr>`,
    );
  for (const g of d.droppedByTable)
    row(
      "dropped",
      "drop",
      "",
      `${g.label}: ${g.dropped} of ${g.numbers} numbers: ${g.texts.join(" · ")}`,
    );
  for (const n of d.droppedNumbers) {
    if (n.table !== undefined) continue;
    row(
      "dropped",
      "drop",
      "",
      `${n.text}${n.section !== undefined ? ` in section "${n.section}"` : ""}`,
    );
  }
  for (const f of d.fidelity) row("fidelity", "error", f.chunk, f.message);
  for (const b of d.binding) row("binding", "error", b.chunk, b.message);
  for (const b of d.boundaries) row("cut", "cut", b.chunk, b.message);
  return rows.join("\n");
}

/**
 * The report as a self-contained HTML page: the verdict and totals, then a
 * table of findings per document (dropped numbers by table and in running
 * text, fidelity and binding errors, boundary cuts) and the orphans. Every
 * text from the input is escaped; a Content-Security-Policy allows the
 * page's own style and nothing else.
 */
export function corpusHtml(report: CorpusReport, title: string): string {
  const t = report.totals;
  const sections: string[] = [];
  for (const d of report.documents) {
    const head = `<h2>${h(d.document)} <small>${d.chunks} chunks · ${d.numbers} numbers · ${d.dropped} dropped · ${d.fidelityErrors} fidelity · ${d.bindingErrors} binding · ${d.boundaryCuts} cut</small></h2>`;
    if (d.chunks === 0) {
      sections.push(
        `${head}\n<p class="note">No chunk names this document: all ${d.numbers} of its numbers are missing.</p>`,
      );
      continue;
    }
    const rows = findingRows(d);
    sections.push(
      rows === ""
        ? `${head}\n<p class="note">Every number found as written.</p>`
        : `${head}\n<table><thead><tr><th>finding</th><th>chunk</th><th>what</th></tr></thead><tbody>\n${rows}\n</tbody></table>${d.truncated ? '\n<p class="note">Lists cut short; the counts are exact.</p>' : ""}`,
    );
  }
  if (report.orphans.chunks.length > 0) {
    sections.push(
      `<h2>Orphan chunks</h2>\n<table><thead><tr><th>chunk</th><th>document it names</th></tr></thead><tbody>\n${report.orphans.chunks
        .map((c) => `<tr><td class="chunk">${h(c.id)}</td><td>${h(c.document)}</td></tr>`)
        .join("\n")}\n</tbody></table>`,
    );
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<title>crossfoot corpus verify · ${h(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>crossfoot corpus verify <code>${h(title)}</code><span class="verdict ${report.passed ? "pass" : "fail"}">${report.passed ? "PASSED" : "FAILED"}</span></h1>
<dl class="stats">
<div><dt>documents</dt><dd>${t.documents}</dd></div>
<div><dt>chunks</dt><dd>${t.chunks}</dd></div>
<div><dt>numbers</dt><dd>${t.numbers}</dd></div>
<div><dt>dropped</dt><dd>${t.dropped} (${percent(t.dropRate)})</dd></div>
<div><dt>fidelity errors</dt><dd>${t.fidelityErrors}</dd></div>
<div><dt>binding errors</dt><dd>${t.bindingErrors}</dd></div>
<div><dt>boundary cuts</dt><dd>${t.boundaryCuts}</dd></div>
<div><dt>orphans</dt><dd>${t.orphanChunks + t.unchunkedDocuments}</dd></div>
</dl>
<p class="note">Thresholds: drop rate ≤ ${percent(report.thresholds.maxDropRate)}, fidelity and binding errors ≤ ${report.thresholds.maxErrors}.</p>
</header>
<main>
${sections.join("\n")}
</main>
</body>
</html>
`;
}
