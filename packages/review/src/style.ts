/**
 * The review view's style: light and dark, colours that keep WCAG AA
 * contrast, no inline style attribute anywhere (a strict page policy
 * allows none), every rule under `.cf-review`.
 */
export const REVIEW_CSS = `
.cf-review{--cf-bg:#fff;--cf-fg:#1f2328;--cf-muted:#59636e;--cf-line:#d1d9e0;--cf-ok:#116329;--cf-ok-bg:#dafbe1;--cf-bad:#a40e26;--cf-bad-bg:#ffebe9;--cf-hl:#fff1b8;--cf-hl-line:#9a6700;--cf-near:#ddf4ff;--cf-near-line:#0969da;color:var(--cf-fg);background:var(--cf-bg);font:14px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;border:1px solid var(--cf-line);border-radius:8px;margin:8px 0}
@media (prefers-color-scheme:dark){.cf-review{--cf-bg:#0d1117;--cf-fg:#e6edf3;--cf-muted:#9198a1;--cf-line:#3d444d;--cf-ok:#56d364;--cf-ok-bg:#12261e;--cf-bad:#ff7b72;--cf-bad-bg:#3a1215;--cf-hl:#3b2e00;--cf-hl-line:#e3b341;--cf-near:#0c2d6b;--cf-near-line:#79c0ff}}
.cf-review *{box-sizing:border-box}
.cf-bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:8px 12px;border-bottom:1px solid var(--cf-line)}
.cf-head{font-weight:600;margin-right:8px}.cf-head.cf-ok{color:var(--cf-ok)}.cf-head.cf-bad{color:var(--cf-bad)}
.cf-filter,.cf-op{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;padding:2px 8px;border-radius:10px;border:1px solid var(--cf-line);background:transparent;color:inherit;cursor:pointer}
.cf-filter[aria-pressed=true]{background:var(--cf-fg);color:var(--cf-bg);border-color:var(--cf-fg)}
.cf-panes{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:0}
@media (max-width:800px){.cf-panes{grid-template-columns:minmax(0,1fr)}}
.cf-pane{padding:10px 14px;min-width:0}.cf-pane+.cf-pane{border-left:1px solid var(--cf-line)}
.cf-sources{max-height:70vh;overflow:auto}
.cf-title{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--cf-muted)}
.cf-answer{white-space:pre-wrap;margin:0}
.cf-claim{border-radius:3px;padding:0 2px;cursor:pointer;outline-offset:1px}
.cf-claim.cf-pass{background:var(--cf-ok-bg);color:var(--cf-ok);border-bottom:2px solid var(--cf-ok)}
.cf-claim.cf-fail{background:var(--cf-bad-bg);color:var(--cf-bad);border-bottom:2px solid var(--cf-bad)}
.cf-claim[aria-pressed=true]{outline:2px solid var(--cf-fg)}
.cf-claim.cf-dim{background:transparent;border-bottom-style:dotted}
.cf-claim:focus-visible,.cf-filter:focus-visible,.cf-op:focus-visible{outline:2px solid var(--cf-near-line)}
.cf-source{margin:0 0 12px}.cf-record{margin:0 0 4px;font:600 13px ui-monospace,SFMono-Regular,Menlo,monospace}
.cf-source p{margin:0 0 6px}
.cf-table{overflow-x:auto;margin:6px 0}
.cf-table table{border-collapse:collapse;font-variant-numeric:tabular-nums}
.cf-table caption{text-align:left;color:var(--cf-muted);font-size:12px}
.cf-table th,.cf-table td{border:1px solid var(--cf-line);padding:2px 8px;text-align:left;vertical-align:top}
.cf-table th{font-weight:600}.cf-gap td{color:var(--cf-muted);font-style:italic}
.cf-fields{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}.cf-fields div{display:contents}.cf-fields dt{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}.cf-fields dd{margin:0}
.cf-hl-proves{background:var(--cf-ok-bg);color:var(--cf-ok);box-shadow:inset 0 0 0 2px var(--cf-ok)}
.cf-hl-contradicts{background:var(--cf-bad-bg);color:var(--cf-bad);box-shadow:inset 0 0 0 2px var(--cf-bad)}
.cf-hl-near{background:var(--cf-near);box-shadow:inset 0 0 0 2px var(--cf-near-line)}
.cf-hl-focus{background:var(--cf-hl);box-shadow:inset 0 0 0 3px var(--cf-hl-line)}
.cf-fields .cf-hl-proves>*{background:var(--cf-ok-bg)}.cf-fields .cf-hl-contradicts>*{background:var(--cf-bad-bg)}.cf-fields .cf-hl-near>*{background:var(--cf-near)}.cf-fields .cf-hl-focus>*{background:var(--cf-hl)}
.cf-details{padding:10px 14px;border-top:1px solid var(--cf-line)}
.cf-detail p{margin:0 0 6px}.cf-evidence{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;overflow-wrap:anywhere}
.cf-status{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;padding:0 6px;border-radius:8px}.cf-status.cf-pass{background:var(--cf-ok-bg);color:var(--cf-ok)}.cf-status.cf-fail{background:var(--cf-bad-bg);color:var(--cf-bad)}
.cf-refs span{color:var(--cf-muted);margin-right:4px}.cf-op.cf-proves{border-color:var(--cf-ok)}.cf-op.cf-contradicts{border-color:var(--cf-bad)}.cf-op.cf-near{border-color:var(--cf-near-line)}
.cf-hint,.cf-searched{color:var(--cf-muted);margin:0}
.cf-issues{margin:8px 0 0;padding-left:18px;color:var(--cf-bad)}
[hidden]{display:none!important}
`;
