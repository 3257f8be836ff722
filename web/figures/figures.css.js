// The figures' stylesheet as text, for a constructable stylesheet (strict CSP: no <style>, no style
// attributes). Colours are custom properties on .pe-figs with a light and a dark set; a host page
// sets the public --pe-* ones (--pe-sin, --pe-cos, --pe-map-neg, …) on any ancestor.
export const figuresCss = String.raw`
/* Every colour is a public --pe-* custom property (README, Theming), read here through a private
   --pe-fig-* one that holds the light or dark default. */
.pe-figs {
  --pe-fig-fg: var(--pe-fg, #1c1e21);
  --pe-fig-muted: var(--pe-muted, #535a65);
  --pe-fig-bg: var(--pe-bg, #ffffff);
  --pe-fig-panel: var(--pe-surface, #f4f5f7);
  --pe-fig-border: var(--pe-border, #d3d7de);
  --pe-fig-grid: var(--pe-grid, #e3e6eb);
  --pe-fig-axis: var(--pe-axis, #80868f);
  --pe-fig-sin: var(--pe-sin, #1d5bb8);
  --pe-fig-cos: var(--pe-cos, #b93d0b);
  --pe-fig-accent: var(--pe-marker, #6d28d9);
  --pe-fig-compare: var(--pe-compare, #6b7280);
  --pe-fig-ok: var(--pe-good, #15693a);
  --pe-fig-bad: var(--pe-bad, #b3261e);
  --pe-fig-warn-bg: var(--pe-warn-bg, #fff3d1);
  --pe-fig-warn-fg: var(--pe-warn, #5c3d00);
  --pe-fig-warn-border: var(--pe-warn-border, #d89c00);
  --pe-fig-hm-neg: var(--pe-map-neg, #21549e);
  --pe-fig-hm-negmid: var(--pe-map-neg-mid, #84aad6);
  --pe-fig-hm-mid: var(--pe-map-mid, #f4f4f0);
  --pe-fig-hm-posmid: var(--pe-map-pos-mid, #e29278);
  --pe-fig-hm-pos: var(--pe-map-pos, #aa2624);
  --pe-fig-cursor: var(--pe-cursor, #111111);
  color-scheme: var(--pe-color-scheme, light);
  color: var(--pe-fig-fg);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  display: grid;
  gap: 1.25rem;
}
@media (prefers-color-scheme: dark) {
  .pe-figs {
  --pe-fig-fg: var(--pe-fg, #e6e8eb);
  --pe-fig-muted: var(--pe-muted, #a7aeb8);
  --pe-fig-bg: var(--pe-bg, #17191d);
  --pe-fig-panel: var(--pe-surface, #20242a);
  --pe-fig-border: var(--pe-border, #3a4049);
  --pe-fig-grid: var(--pe-grid, #2b3038);
  --pe-fig-axis: var(--pe-axis, #6c7480);
  --pe-fig-sin: var(--pe-sin, #74aaff);
  --pe-fig-cos: var(--pe-cos, #ff9b63);
  --pe-fig-accent: var(--pe-marker, #bb9bff);
  --pe-fig-compare: var(--pe-compare, #9aa3ae);
  --pe-fig-ok: var(--pe-good, #6fdc9c);
  --pe-fig-bad: var(--pe-bad, #ff8b82);
  --pe-fig-warn-bg: var(--pe-warn-bg, #3b2f0f);
  --pe-fig-warn-fg: var(--pe-warn, #ffe3a3);
  --pe-fig-warn-border: var(--pe-warn-border, #b8860b);
  --pe-fig-hm-neg: var(--pe-map-neg, #5ea2ff);
  --pe-fig-hm-negmid: var(--pe-map-neg-mid, #2c5690);
  --pe-fig-hm-mid: var(--pe-map-mid, #1f2227);
  --pe-fig-hm-posmid: var(--pe-map-pos-mid, #93412f);
  --pe-fig-hm-pos: var(--pe-map-pos, #ff8d66);
  --pe-fig-cursor: var(--pe-cursor, #ffffff);
    color-scheme: var(--pe-color-scheme, dark);
  }
}
.pe-fig {
  margin: 0;
  padding: 0.9rem 1rem 1rem;
  background: var(--pe-fig-bg);
  border: 1px solid var(--pe-fig-border);
  border-radius: 8px;
  display: grid;
  gap: 0.6rem;
  min-width: 0;
}
.pe-fig-caption { order: -1; }
@media (max-width: 30rem) { .pe-fig { padding: 0.7rem 0.6rem 0.8rem; } }
.pe-fig-title { font-weight: 650; }
.pe-fig-muted { color: var(--pe-fig-muted); }
.pe-fig-desc { margin: 0; font-size: 0.9em; }
.pe-fig-error {
  margin: 0;
  padding: 0.5rem 0.7rem;
  border-left: 3px solid var(--pe-fig-bad);
  background: var(--pe-fig-panel);
}
.pe-fig-has-error .pe-fig-svg,
.pe-fig-has-error .pe-fig-mini-wrap,
.pe-fig-has-error .pe-rot-body,
.pe-fig-has-error .pe-pr-tables,
.pe-fig-has-error .pe-dot-numbers,
.pe-fig-has-error .pe-wl-formula,
.pe-fig-has-error .pe-ln-results { display: none; }
.pe-figs [hidden] { display: none !important; }
.pe-fig-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 1.2rem;
  margin: 0;
  padding: 0;
  border: 0;
  font-size: 0.92em;
}
.pe-fig-toolbar-label { font-weight: 600; }
.pe-fig-control { display: inline-flex; align-items: center; gap: 0.45rem; flex-wrap: wrap; }
.pe-fig-control label { font-weight: 600; }
.pe-fig-radio { display: inline-flex; align-items: center; gap: 0.2rem; margin-right: 0.8rem; }
.pe-fig-num { width: 7.5em; }
.pe-figs input, .pe-figs select {
  font: inherit;
  color: inherit;
  background: var(--pe-fig-bg);
  border: 1px solid var(--pe-fig-border);
  border-radius: 4px;
  padding: 0.1rem 0.3rem;
}
.pe-figs input[type='range'], .pe-figs input[type='radio'] { padding: 0; accent-color: var(--pe-fig-accent); }
.pe-figs :focus-visible { outline: 2px solid var(--pe-fig-accent); outline-offset: 2px; }
.pe-fig-warning {
  margin: 0;
  padding: 0.55rem 0.75rem;
  border-left: 4px solid var(--pe-fig-warn-border);
  background: var(--pe-fig-warn-bg);
  color: var(--pe-fig-warn-fg);
}

/* Small data tables */
.pe-fig-mini-wrap { overflow-x: auto; }
.pe-fig-mini {
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: 0.88em;
}
.pe-fig-mini caption { text-align: left; color: var(--pe-fig-muted); padding-bottom: 0.2rem; caption-side: top; }
.pe-fig-mini th, .pe-fig-mini td { padding: 0.12rem 0.55rem; text-align: right; border-bottom: 1px solid var(--pe-fig-grid); white-space: nowrap; }
.pe-fig-mini thead th { border-bottom: 1px solid var(--pe-fig-axis); font-weight: 600; }
.pe-fig-mini tbody th { font-weight: 600; }

/* SVG plots */
/* Drawn in CSS pixels at the figure's width (the width and height attributes): scaled down only for
   the moment between a resize and the redraw it causes. */
.pe-fig-svg { max-width: 100%; height: auto; display: block; overflow: visible; }
.pe-fig-svg text { font: 12.5px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; fill: var(--pe-fig-fg); }
.pe-fig-svg .pe-fig-tick { fill: var(--pe-fig-muted); font-size: 12px; }
.pe-fig-svg .pe-fig-axis-label { fill: var(--pe-fig-muted); }
.pe-fig-svg .pe-fig-note { font-size: 12px; }
.pe-fig-svg .pe-fig-muted { fill: var(--pe-fig-muted); }
.pe-fig-grid { stroke: var(--pe-fig-grid); stroke-width: 1; }
.pe-fig-frame { fill: none; stroke: var(--pe-fig-axis); stroke-width: 1; }
.pe-fig-zero { stroke: var(--pe-fig-axis); stroke-width: 1; }
.pe-fig-curve { fill: none; stroke-width: 2; stroke-linejoin: round; }
.pe-fig-sin { stroke: var(--pe-fig-sin); }
.pe-fig-cos { stroke: var(--pe-fig-cos); stroke-dasharray: 7 4; }
.pe-fig-sin-dot { fill: var(--pe-fig-sin); stroke: var(--pe-fig-bg); stroke-width: 1.5; }
.pe-fig-cos-dot { fill: var(--pe-fig-cos); stroke: var(--pe-fig-bg); stroke-width: 1.5; }
.pe-fig-svg .pe-fig-sin-text { fill: var(--pe-fig-sin); font-size: 12px; font-variant-numeric: tabular-nums; }
.pe-fig-svg .pe-fig-cos-text { fill: var(--pe-fig-cos); font-size: 12px; font-variant-numeric: tabular-nums; }
.pe-fig-period { stroke: var(--pe-fig-accent); stroke-width: 1.5; }
.pe-fig-period-head { fill: none; stroke: var(--pe-fig-accent); stroke-width: 1.5; }
.pe-fig-period-line { stroke: var(--pe-fig-accent); stroke-width: 1; stroke-dasharray: 3 3; }

/* Heatmap */
.pe-hm-frame {
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  grid-template-rows: auto auto auto;
  column-gap: 0.3rem;
  max-width: 44rem;
}
.pe-hm-corner { grid-area: 1 / 1 / 3 / 3; }
.pe-hm-xlabel { grid-area: 1 / 3; font-size: 0.85em; color: var(--pe-fig-muted); }
.pe-hm-xticks { grid-area: 2 / 3; position: relative; height: 1.2em; font-size: 0.78em; color: var(--pe-fig-muted); }
.pe-hm-ylabel { grid-area: 3 / 1; writing-mode: vertical-rl; transform: rotate(180deg); text-align: center; font-size: 0.85em; color: var(--pe-fig-muted); }
.pe-hm-yticks { grid-area: 3 / 2; position: relative; min-width: 2.6em; font-size: 0.78em; color: var(--pe-fig-muted); }
.pe-hm-tick { position: absolute; white-space: nowrap; font-variant-numeric: tabular-nums; line-height: 1; }
.pe-hm-xticks .pe-hm-tick { transform: translateX(-50%); bottom: 0.15em; }
.pe-hm-yticks .pe-hm-tick { right: 0.2em; transform: translateY(-50%); }
.pe-hm-plot { grid-area: 3 / 3; position: relative; line-height: 0; }
.pe-hm-canvas {
  display: block;
  width: 100%;
  height: 240px;
  cursor: crosshair;
  touch-action: none; /* one finger reads values, two pinch; the page scrolls beside the map */
  image-rendering: auto;
  border: 1px solid var(--pe-fig-border);
  box-sizing: border-box;
}
.pe-hm-canvas.pe-hm-pixelated { image-rendering: pixelated; }
.pe-hm-cursor {
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 7px;
  min-height: 7px;
  box-sizing: border-box;
  border: 2px solid var(--pe-fig-cursor);
  box-shadow: 0 0 0 1px var(--pe-fig-bg);
  pointer-events: none;
}
.pe-hm-zoom { gap: 0.4rem 0.6rem; }
.pe-hm-zoom-button { font: inherit; min-width: 2.75rem; min-height: 2.75rem; padding: 0 0.7rem; border: 1px solid var(--pe-fig-border); border-radius: 6px; background: var(--pe-fig-panel); color: var(--pe-fig-fg); cursor: pointer; }
.pe-hm-zoom-button:hover { border-color: var(--pe-fig-accent); }
.pe-hm-zoom[data-zoomed="true"] ~ .pe-hm-frame .pe-hm-canvas { cursor: grab; }
.pe-hm-legend { display: flex; align-items: center; gap: 0.4rem; font-size: 0.85em; flex-wrap: wrap; }
.pe-hm-legend-bar { width: 12rem; height: 0.8rem; border: 1px solid var(--pe-fig-border); image-rendering: auto; }
.pe-hm-probe { display: none; }
.pe-hm-probe-neg { color: var(--pe-fig-hm-neg); }
.pe-hm-probe-negmid { color: var(--pe-fig-hm-negmid); }
.pe-hm-probe-mid { color: var(--pe-fig-hm-mid); }
.pe-hm-probe-posmid { color: var(--pe-fig-hm-posmid); }
.pe-hm-probe-pos { color: var(--pe-fig-hm-pos); }
.pe-hm-readout {
  display: block;
  min-height: 2.9em;
  padding: 0.35rem 0.6rem;
  background: var(--pe-fig-panel);
  border-radius: 4px;
  font-variant-numeric: tabular-nums;
}
.pe-hm-how { display: block; font-size: 0.9em; }

/* Rotation */
.pe-rot-body { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.pe-rot-pic { flex: 0 0 auto; max-width: 100%; }
.pe-rot-axes { margin-top: 0.2rem; }
.pe-rot-math { flex: 1 1 24rem; min-width: 0; font-size: 0.9em; }
.pe-rot-math p { margin: 0.3rem 0; }
.pe-rot-circle { fill: none; stroke: var(--pe-fig-axis); stroke-width: 1.5; }
.pe-rot-shaft { stroke-width: 2.5; }
.pe-rot-from .pe-rot-shaft { stroke: var(--pe-fig-sin); }
.pe-rot-from .pe-rot-head { fill: var(--pe-fig-sin); }
.pe-rot-to .pe-rot-shaft { stroke: var(--pe-fig-cos); }
.pe-rot-to .pe-rot-head { fill: var(--pe-fig-cos); }
.pe-fig-svg .pe-rot-from .pe-rot-label { fill: var(--pe-fig-sin); font-weight: 600; }
.pe-fig-svg .pe-rot-to .pe-rot-label { fill: var(--pe-fig-cos); font-weight: 600; }
.pe-rot-zoom-bg { fill: var(--pe-fig-panel); }
.pe-rot-zoom-ring { fill: none; stroke: var(--pe-fig-axis); stroke-width: 1; }
.pe-rot-zoom-shaft { stroke-width: 2.5; }
.pe-rot-zoom-shaft.pe-rot-from, .pe-rot-zoom-tip.pe-rot-from { stroke: var(--pe-fig-sin); fill: var(--pe-fig-sin); }
.pe-rot-zoom-shaft.pe-rot-to, .pe-rot-zoom-tip.pe-rot-to { stroke: var(--pe-fig-cos); fill: var(--pe-fig-cos); }
.pe-rot-arc { fill: none; stroke: var(--pe-fig-accent); stroke-width: 2.5; }
.pe-rot-arc-head { fill: var(--pe-fig-accent); }
.pe-fig-svg .pe-rot-angle { fill: var(--pe-fig-accent); font-weight: 600; }
.pe-mat-eq { display: flex; align-items: center; gap: 0.35rem; flex-wrap: wrap; margin: 0.4rem 0; }
.pe-mat {
  border-collapse: separate;
  border-spacing: 0;
  border-left: 2px solid var(--pe-fig-fg);
  border-right: 2px solid var(--pe-fig-fg);
  border-radius: 7px;
  font-variant-numeric: tabular-nums;
}
.pe-mat td { padding: 0.1rem 0.4rem; text-align: right; white-space: nowrap; }
.pe-mat-op { font-size: 1.2em; }

/* Dot product */
.pe-dot-a { fill: none; stroke: var(--pe-fig-sin); stroke-width: 5; stroke-opacity: 0.35; stroke-linejoin: round; }
.pe-dot-b { fill: none; stroke: var(--pe-fig-fg); stroke-width: 1.4; stroke-dasharray: 5 3; stroke-linejoin: round; }
.pe-dot-mark { stroke: var(--pe-fig-accent); stroke-width: 1; stroke-dasharray: 3 3; }
.pe-dot-mark-dot { fill: var(--pe-fig-accent); stroke: var(--pe-fig-bg); stroke-width: 1.5; }

/* Wavelength ladder */
.pe-wl-context { stroke: var(--pe-fig-bad); stroke-width: 1.5; stroke-dasharray: 6 3; }
.pe-fig-svg .pe-wl-context-label { fill: var(--pe-fig-bad); font-weight: 600; }
.pe-wl-main .pe-wl-mark { stroke: var(--pe-fig-sin); stroke-width: 1.2; }
.pe-wl-main .pe-wl-long, .pe-wl-main .pe-wl-keymark { fill: var(--pe-fig-sin); }
.pe-wl-main .pe-wl-short { fill: var(--pe-fig-bg); }
.pe-wl-cmp .pe-wl-mark { stroke: var(--pe-fig-cos); stroke-width: 1.2; }
.pe-wl-cmp .pe-wl-long, .pe-wl-cmp .pe-wl-keymark { fill: var(--pe-fig-cos); }
.pe-wl-cmp .pe-wl-short { fill: var(--pe-fig-bg); }
.pe-fig-svg .pe-wl-main .pe-wl-end { fill: var(--pe-fig-sin); font-weight: 600; }
.pe-fig-svg .pe-wl-cmp .pe-wl-end { fill: var(--pe-fig-cos); font-weight: 600; }
.pe-wl-formula p { margin: 0.25rem 0; }
.pe-wl-formula { font-variant-numeric: tabular-nums; }

/* Added once */
.pe-in-box { fill: var(--pe-fig-panel); stroke: var(--pe-fig-axis); }
.pe-in-block { fill: var(--pe-fig-panel); stroke: var(--pe-fig-axis); stroke-dasharray: 4 2; }
.pe-in-pe { fill: var(--pe-fig-bg); stroke: var(--pe-fig-accent); stroke-width: 1.5; }
.pe-in-arrow { stroke: var(--pe-fig-axis); stroke-width: 1.5; }
.pe-in-head { fill: var(--pe-fig-axis); }
.pe-in-arrow-pe { stroke: var(--pe-fig-accent); }
.pe-in-head-pe { fill: var(--pe-fig-accent); }
.pe-in-plus { fill: var(--pe-fig-bg); stroke: var(--pe-fig-accent); stroke-width: 2; }
.pe-fig-svg .pe-in-plus-text { fill: var(--pe-fig-accent); font-size: 18px; font-weight: 700; }
.pe-in-table tbody th { text-align: left; font-weight: 500; }
.pe-in-table tbody th[rowspan] { font-weight: 650; vertical-align: top; }
.pe-in-table tbody tr:first-child > * { border-top: 1px solid var(--pe-fig-axis); }
.pe-in-table tr.pe-in-x td, .pe-in-table tr.pe-in-x th { font-weight: 650; }
.pe-in-table tr.pe-in-pev td { color: var(--pe-fig-accent); }

/* Learned table */
.pe-ln-rows { fill: var(--pe-fig-panel); stroke: var(--pe-fig-axis); }
.pe-ln-empty { fill: none; stroke: var(--pe-fig-axis); stroke-dasharray: 4 3; }
.pe-ln-wave { fill: none; stroke: var(--pe-fig-sin); stroke-width: 1.8; }
.pe-ln-query-line { stroke: var(--pe-fig-accent); stroke-width: 1.5; stroke-dasharray: 4 3; }
.pe-ln-query-dot { fill: var(--pe-fig-accent); }
.pe-fig-svg .pe-ln-ok { fill: var(--pe-fig-ok); font-weight: 600; }
.pe-fig-svg .pe-ln-bad { fill: var(--pe-fig-bad); font-weight: 600; }
.pe-ln-results p { margin: 0.2rem 0; }
.pe-ln-learned-bad b { color: var(--pe-fig-bad); }
.pe-ln-learned-ok b, .pe-ln-formula b { color: var(--pe-fig-ok); }
.pe-ln-formula { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.pe-ln-moral { margin: 0; padding: 0.5rem 0.7rem; border-left: 3px solid var(--pe-fig-accent); background: var(--pe-fig-panel); }

/* Precision */
.pe-pr-tables { display: flex; flex-wrap: wrap; gap: 0.8rem 1.4rem; overflow-x: auto; }
.pe-pr-further tr:first-child > * { border-top: 2px solid var(--pe-fig-axis); }
.pe-pr-diff td { color: var(--pe-fig-muted); }
.pe-pr-table td.pe-pr-changed { color: var(--pe-fig-bad); font-weight: 650; }
.pe-pr-diff td.pe-pr-rowmax { color: var(--pe-fig-fg); font-weight: 600; }
.pe-pr-threshold { stroke: var(--pe-fig-bad); stroke-width: 1.2; stroke-dasharray: 6 3; }
.pe-fig-svg .pe-pr-threshold-label { fill: var(--pe-fig-bad); }
.pe-pr-error { fill: none; stroke: var(--pe-fig-cos); stroke-width: 2.2; }
.pe-fig-svg .pe-pr-error-label { fill: var(--pe-fig-cos); font-weight: 600; }
.pe-pr-guide32 { fill: none; stroke: var(--pe-fig-compare); stroke-width: 1.2; stroke-dasharray: 5 3; }
.pe-pr-guide64 { fill: none; stroke: var(--pe-fig-sin); stroke-width: 1.2; stroke-dasharray: 2 3; }
.pe-fig-svg .pe-pr-guide32-label { fill: var(--pe-fig-muted); }
.pe-fig-svg .pe-pr-guide64-label { fill: var(--pe-fig-sin); }
.pe-pr-listed { fill: var(--pe-fig-accent); stroke: var(--pe-fig-bg); stroke-width: 1.5; }
.pe-fig-svg .pe-pr-label { font-size: 12px; }

/* Inside <sinusoidal-pe> (its figures group, .figures), the figures take the widget's theme: the
   widget's sheet (web/styles.js) defines the --_* properties read here. */
.figures .pe-figs {
  --pe-fig-fg: var(--_fg);
  --pe-fig-muted: var(--_muted);
  --pe-fig-bg: var(--_bg);
  --pe-fig-panel: var(--_surface);
  --pe-fig-border: var(--_border);
  font-family: var(--_font);
  font-size: 0.95em;
}
.figures .pe-figs input[type="range"] { min-height: 24px; }
.figures .pe-figs :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }

/* Windows high contrast and other forced colours: the system's colours, told apart by line style. */
@media (forced-colors: active) {
  .pe-figs {
    --pe-fig-fg: CanvasText; --pe-fig-muted: CanvasText; --pe-fig-bg: Canvas; --pe-fig-panel: Canvas;
    --pe-fig-border: CanvasText; --pe-fig-grid: GrayText; --pe-fig-axis: CanvasText; --pe-fig-sin: Highlight;
    --pe-fig-cos: LinkText; --pe-fig-accent: Highlight; --pe-fig-compare: GrayText; --pe-fig-ok: CanvasText;
    --pe-fig-bad: LinkText; --pe-fig-warn-bg: Canvas; --pe-fig-warn-fg: CanvasText; --pe-fig-warn-border: CanvasText;
    --pe-fig-cursor: Highlight;
  }
  .figures .pe-figs { --pe-fig-fg: CanvasText; --pe-fig-muted: CanvasText; --pe-fig-bg: Canvas; --pe-fig-panel: Canvas; --pe-fig-border: CanvasText; }
  .pe-hm-canvas, .pe-hm-legend-bar { forced-color-adjust: none; }
}
@media (prefers-reduced-motion: reduce) {
  .pe-figs *, .pe-figs *::before, .pe-figs *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
`;

export default figuresCss;
