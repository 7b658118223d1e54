// The report's one stylesheet, inlined and admitted by the page's policy through its hash.
export const STYLE = `
:root { --pass: #1a7f37; --fail: #cf222e; --error: #9a6700; --warn: #bf8700; --skip: #6e7781; --line: #d0d7de; --soft: #f6f8fa; --ink: #1f2328; --dim: #59636e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 20px 24px 40px; }
h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 16px; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
.meta, .note, .legend, .caption, footer { color: var(--dim); font-size: 12px; overflow-wrap: anywhere; }
footer { margin-top: 32px; }
.interrupted { color: var(--error); font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; padding: 8px 10px; background: var(--soft); border: 1px solid var(--line); border-radius: 6px; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; max-height: 420px; overflow: auto; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
.gate { margin: 16px 0; padding: 12px 16px; border-radius: 8px; border: 1px solid var(--line); border-left: 6px solid var(--pass); }
.gate.warn { border-left-color: var(--warn); background: #fff8e1; }
.gate.fail { border-left-color: var(--fail); background: #ffebe9; }
.gate.pass { background: #dafbe1; }
.gate .verdict { font-size: 18px; }
.gate ul { margin: 6px 0 0; padding-left: 20px; }
.gate li { overflow-wrap: anywhere; }
.gate li.fail { color: var(--fail); font-weight: 600; }
.gate li.warn { color: #7d4e00; }
.tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 10px; }
.tile { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: #fff; }
.tile .value { font-size: 22px; font-weight: 650; }
.tile .label { color: var(--dim); font-size: 12px; }
.tile.pass .value { color: var(--pass); } .tile.fail .value { color: var(--fail); } .tile.error .value, .tile.warn .value { color: var(--error); }
.bars { display: grid; gap: 6px; }
.bar-row { display: grid; grid-template-columns: 200px 1fr 60px; gap: 10px; align-items: center; }
.bar-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar { display: flex; height: 16px; border-radius: 4px; overflow: hidden; background: var(--soft); }
.bar span { min-width: 3px; }
.bar .pass, .badge.pass { background: var(--pass); } .bar .fail, .badge.fail { background: var(--fail); } .bar .error, .badge.error { background: var(--error); }
.badge { display: inline-block; min-width: 52px; padding: 0 6px; border-radius: 10px; color: #fff; font-size: 11px; font-weight: 600; text-align: center; line-height: 18px; }
.badge.warned, .badge.warn { background: var(--warn); } .badge.skipped { background: var(--skip); }
.bar-count { color: var(--dim); font-variant-numeric: tabular-nums; }
table { border-collapse: collapse; margin: 6px 0; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--soft); font-weight: 600; }
.heat td { text-align: center; min-width: 70px; font-variant-numeric: tabular-nums; }
.heat th { max-width: 200px; }
.heat .sub { display: block; font-size: 11px; color: var(--dim); }
.heat .empty { color: var(--dim); }
.scroll { overflow-x: auto; }
.flaky-chart .grid { stroke: var(--line); }
.flaky-chart .tick, .flaky-chart .label { font-size: 11px; fill: var(--dim); }
.flaky-chart .row { cursor: pointer; }
.flaky-chart .row:hover .label { fill: var(--ink); }
.flaky-chart .interval { stroke: var(--ink); stroke-width: 1.5; }
.flaky-chart .accept { stroke: var(--warn); stroke-width: 2; stroke-dasharray: 3 2; }
.flaky-chart .point { fill: var(--pass); }
.flaky-chart .fail .point { fill: var(--fail); } .flaky-chart .error .point { fill: var(--error); }
.filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; }
.filters select { max-width: 240px; }
.filters select, .filters input { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; }
.filters .search { min-width: 220px; }
.shown { color: var(--dim); margin-left: auto; }
.case { border: 1px solid var(--line); border-radius: 6px; margin: 4px 0; }
.case > summary { display: grid; grid-template-columns: 70px minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) 50px; gap: 10px; align-items: center; padding: 6px 10px; cursor: pointer; }
.case > summary span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.case .id { font-weight: 600; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.case .category, .case .kinds, .case .trials { color: var(--dim); }
.case.fail { border-left: 4px solid var(--fail); } .case.error { border-left: 4px solid var(--error); } .case.warned { border-left: 4px solid var(--warn); }
.drill { padding: 4px 14px 12px; border-top: 1px solid var(--line); }
.facts { color: var(--dim); }
.history .turn { display: grid; grid-template-columns: 40px 1fr; gap: 6px; align-items: start; }
.history .role { color: var(--dim); font-size: 12px; padding-top: 10px; }
.history .turn.assistant pre { background: transparent; }
.reply mark.fail { background: #ffcecb; outline: 1px solid var(--fail); }
.reply mark.warn { background: #fff1b8; outline: 1px solid var(--warn); }
.finding { margin: 10px 0; padding: 6px 10px; border-left: 3px solid var(--line); }
.finding.fail { border-left-color: var(--fail); } .finding.warn { border-left-color: var(--warn); }
.finding-head { overflow-wrap: anywhere; }
.stage { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 10px; border: 1px solid var(--warn); font-size: 11px; line-height: 16px; }
.spans { margin: 4px 0; padding-left: 20px; color: var(--dim); }
.diff .add { color: var(--pass); background: #dafbe1; } .diff .del { color: var(--fail); background: #ffebe9; } .diff .hunk { color: var(--dim); }
.exact { color: var(--pass); font-weight: 600; } .model { color: #8250df; font-weight: 600; }
.na { color: var(--dim); }
dl.data { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 12px; }
dl.data dt { color: var(--dim); } dl.data dd { margin: 0; overflow-wrap: anywhere; }
.conversation { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
.conv-head strong { overflow-wrap: anywhere; }
.turns { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 6px 0 0; padding: 0; list-style: none; }
.turns li { margin: 0; }
.turns .why { color: var(--fail); font-size: 12px; margin-left: 8px; overflow-wrap: anywhere; }
.pushback { border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
.pushback.fail { border-left-color: var(--fail); } .pushback.warn { border-left-color: var(--warn); } .pushback.pass { border-left-color: var(--pass); }
.pushback pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0 6px; }
.pushback .rate { color: var(--dim); }
button.link { font: inherit; border: 0; background: none; color: #0969da; cursor: pointer; padding: 0; text-decoration: underline; }
`;
