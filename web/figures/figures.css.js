import { SIGN_KEY_CSS, THEME_CSS } from '../kit/index.js';

// The figures' stylesheet as text, for a constructable stylesheet (strict CSP: no <style>, no style
// attributes). Colours are custom properties on .pe-figs with a light and a dark set; a host page
// sets the public --pe-* ones (--pe-sin, --pe-cos, --pe-map-neg, …) on any ancestor.
export const figuresCss = THEME_CSS + String.raw`
/* Every colour is a public --pe-* custom property (docs/theming.md), read here through a private --_*
   one that holds the light or dark default. The defaults of those the widget uses too (--_fg,
   --_muted, --_bg, --_surface, --_border, --_good, --_bad, --_warn) come from web/kit/theme.css.js, which
   begins this sheet; inside <sinusoidal-pe> the widget's sheet sets the same. */
.pe-figs {
  --_grid: var(--pe-grid, #e3e6eb);
  --_axis: var(--pe-axis, #80868f);
  --_sin: var(--pe-sin, #1d5bb8);
  --_cos: var(--pe-cos, #b93d0b);
  --_marker: var(--pe-marker, #6d28d9);
  --_compare: var(--pe-compare, #6b7280);
  --_warn-bg: var(--pe-warn-bg, #fff3d1);
  --_warn-border: var(--pe-warn-border, #d89c00);
  --_map-neg: var(--pe-map-neg, #21549e);
  --_map-neg-mid: var(--pe-map-neg-mid, #84aad6);
  --_map-mid: var(--pe-map-mid, #f4f4f0);
  --_map-pos-mid: var(--pe-map-pos-mid, #e29278);
  --_map-pos: var(--pe-map-pos, #aa2624);
  --_cursor: var(--pe-cursor, #111111);
  color: var(--_fg);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  display: grid;
  gap: 1.25rem;
}
@media (prefers-color-scheme: dark) {
  .pe-figs {
    --_grid: var(--pe-grid, #2b3038);
    --_axis: var(--pe-axis, #6c7480);
    --_sin: var(--pe-sin, #74aaff);
    --_cos: var(--pe-cos, #ff9b63);
    --_marker: var(--pe-marker, #bb9bff);
    --_compare: var(--pe-compare, #9aa3ae);
    --_warn-bg: var(--pe-warn-bg, #3b2f0f);
    --_warn-border: var(--pe-warn-border, #b8860b);
    --_map-neg: var(--pe-map-neg, #5ea2ff);
    --_map-neg-mid: var(--pe-map-neg-mid, #2c5690);
    --_map-mid: var(--pe-map-mid, #1f2227);
    --_map-pos-mid: var(--pe-map-pos-mid, #93412f);
    --_map-pos: var(--pe-map-pos, #ff8d66);
    --_cursor: var(--pe-cursor, #ffffff);
  }
}
.pe-fig {
  margin: 0;
  padding: 0.9rem 1rem 1rem;
  background: var(--_bg);
  border: 1px solid var(--_border);
  border-radius: 8px;
  display: grid;
  gap: 0.6rem;
  min-width: 0;
}
.pe-fig-caption { order: -1; }
@media (max-width: 30rem) { .pe-fig { padding: 0.7rem 0.6rem 0.8rem; } }
.pe-fig-title { font-weight: 650; }
.pe-fig-muted { color: var(--_muted); }
.pe-fig-desc { margin: 0; font-size: 0.9em; }
/* A boxed note: the error that replaces a drawing, the learned table's moral. */
.pe-fig-error, .pe-ln-moral {
  margin: 0;
  padding: 0.5rem 0.7rem;
  border-inline-start: 3px solid var(--_bad);
  background: var(--_surface);
}
/* A figure that cannot draw its settings shows its error instead of its drawings and tables. */
.pe-fig-has-error :is(.pe-fig-svg, .pe-fig-mini-wrap, .pe-rot-body, .pe-pr-tables, .pe-dot-numbers, .pe-wl-formula, .pe-ln-results) { display: none; }
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
.pe-fig-toolbar-label, .pe-fig-control label { font-weight: 600; }
.pe-fig-control { display: inline-flex; align-items: center; gap: 0.45rem; flex-wrap: wrap; }
.pe-fig-radio { display: inline-flex; align-items: center; gap: 0.2rem; margin-inline-end: 0.8rem; }
.pe-fig-num { width: 7.5em; }
/* The offset's slider beside its field (web/figures/sliders.js). */
.pe-fig-offset-slider { width: 9em; }
.pe-figs input, .pe-figs select {
  font: inherit;
  color: inherit;
  background: var(--_bg);
  border: 1px solid var(--_border);
  border-radius: 4px;
  padding: 0.1rem 0.3rem;
}
.pe-figs input[type='range'], .pe-figs input[type='radio'] { padding: 0; accent-color: var(--_marker); }
.pe-figs :focus-visible, .pe-hm-plot:has(> :focus-visible) { outline: 2px solid var(--_marker); outline-offset: 2px; }
.pe-fig-warning {
  margin: 0;
  padding: 0.55rem 0.75rem;
  border-inline-start: 4px solid var(--_warn-border);
  background: var(--_warn-bg);
  color: var(--_warn);
}

/* Small data tables */
.pe-fig-mini-wrap { overflow-x: auto; }
.pe-fig-mini {
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: 0.88em;
}
.pe-fig-mini caption { text-align: start; color: var(--_muted); padding-bottom: 0.2rem; caption-side: top; }
.pe-fig-mini th, .pe-fig-mini td { padding: 0.12rem 0.55rem; text-align: end; border-bottom: 1px solid var(--_grid); white-space: nowrap; }
.pe-fig-mini th { font-weight: 600; }
.pe-fig-mini thead th { border-bottom-color: var(--_axis); }

/* SVG plots */
/* Drawn in CSS pixels at the figure's width (the width and height attributes): scaled down only for
   the moment between a resize and the redraw it causes. */
.pe-fig-svg { max-width: 100%; height: auto; display: block; overflow: visible; }
/* The labels' default, without specificity: a label's own class below sets its colour and weight. */
:where(.pe-fig-svg) text { font: 12.5px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; fill: var(--_fg); }
.pe-fig-leader { stroke: var(--_muted); stroke-width: 1; }
.pe-fig-tick, .pe-fig-note, .pe-fig-sin-text, .pe-fig-cos-text, .pe-pr-label { font-size: 12px; }
.pe-fig-tick, .pe-fig-axis-label, .pe-fig-svg .pe-fig-muted, .pe-pr-guide32-label { fill: var(--_muted); }
.pe-fig-grid { stroke: var(--_grid); stroke-width: 1; }
.pe-fig-frame, .pe-fig-zero { stroke: var(--_axis); stroke-width: 1; }
.pe-fig-frame { fill: none; }
.pe-fig-curve { fill: none; stroke-width: 2; stroke-linejoin: round; }
.pe-fig-sin { stroke: var(--_sin); }
.pe-fig-cos { stroke: var(--_cos); stroke-dasharray: 7 4; }
/* Points on a curve, ringed in the background colour. */
.pe-fig-sin-dot, .pe-fig-cos-dot, .pe-dot-mark-dot, .pe-pr-listed { stroke: var(--_bg); stroke-width: 1.5; }
.pe-fig-sin-dot, .pe-fig-sin-text, .pe-pr-guide64-label, .pe-pr-error64-label { fill: var(--_sin); }
.pe-fig-cos-dot, .pe-fig-cos-text, .pe-pr-error-label { fill: var(--_cos); }
.pe-fig-sin-text, .pe-fig-cos-text { font-variant-numeric: tabular-nums; }
.pe-fig-period, .pe-fig-period-head { stroke: var(--_marker); stroke-width: 1.5; }
.pe-fig-period-head { fill: none; }
/* A dashed line at a marked position: the period's ends, ±Δ. */
.pe-fig-period-line, .pe-dot-mark { stroke: var(--_marker); stroke-width: 1; stroke-dasharray: 3 3; }

/* Heatmap */
.pe-hm-frame {
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  grid-template-rows: auto auto auto;
  column-gap: 0.3rem;
  max-width: 44rem;
}
.pe-hm-corner { grid-area: 1 / 1 / 3 / 3; }
.pe-hm-xlabel, .pe-hm-ylabel, .pe-hm-xticks, .pe-hm-yticks { font-size: 0.85em; color: var(--_muted); }
.pe-hm-xticks, .pe-hm-yticks { position: relative; font-size: 0.78em; }
.pe-hm-xlabel { grid-area: 1 / 3; }
.pe-hm-xticks { grid-area: 2 / 3; height: 1.2em; }
.pe-hm-ylabel { grid-area: 3 / 1; writing-mode: vertical-rl; transform: rotate(180deg); text-align: center; }
.pe-hm-yticks { grid-area: 3 / 2; min-width: 2.6em; }
.pe-hm-tick { position: absolute; white-space: nowrap; font-variant-numeric: tabular-nums; line-height: 1; }
.pe-hm-xticks .pe-hm-tick { transform: translateX(-50%); bottom: 0.15em; }
.pe-hm-yticks .pe-hm-tick { right: 0.2em; transform: translateY(-50%); }
/* The heat map's frame is dir="ltr" in every language (a table of numbers with its axes), so its
   ticks and canvas are placed with physical left/right. */
/* The plot shows the canvas's top-left corner, where the view's cells are (heatmap.js, drawView);
   it carries the focused map's outline, which it would cut off the canvas (see .pe-figs :focus-visible). */
.pe-hm-plot {
  grid-area: 3 / 3;
  position: relative;
  line-height: 0;
  height: 240px;
  overflow: hidden;
  border: 1px solid var(--_border);
  box-sizing: border-box;
}
.pe-hm-canvas {
  display: block;
  position: absolute;
  left: 0;
  top: 0;
  cursor: crosshair;
  /* One finger scrolls the page (a tap reads a value); two fingers pan and zoom the map (heatmap.js
     keeps the browser from scrolling or zooming the page with them). */
  touch-action: pan-x pan-y;
  image-rendering: auto;
}
.pe-hm-canvas.pe-hm-pixelated { image-rendering: pixelated; }
.pe-hm-cursor {
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 7px;
  min-height: 7px;
  box-sizing: border-box;
  border: 2px solid var(--_cursor);
  box-shadow: 0 0 0 1px var(--_bg);
  pointer-events: none;
}
.pe-hm-zoom { gap: 0.4rem 0.6rem; }
/* The view's line on a line of its own, whole map or zoomed: a pinch does not move the map. */
.pe-hm-view { flex-basis: 100%; }
.pe-hm-zoom-button { font: inherit; min-width: 2.75rem; min-height: 2.75rem; padding: 0 0.7rem; border: 1px solid var(--_border); border-radius: 6px; background: var(--_surface); color: var(--_fg); cursor: pointer; }
.pe-hm-zoom-button:hover { border-color: var(--_marker); }
.pe-hm-zoom[data-zoomed="true"] ~ .pe-hm-frame .pe-hm-canvas { cursor: grab; }
.pe-hm-legend { display: flex; align-items: center; gap: 0.4rem; font-size: 0.85em; flex-wrap: wrap; }
.pe-hm-legend-bar { width: 12rem; height: 0.8rem; border: 1px solid var(--_border); image-rendering: auto; }
.pe-hm-probe { display: none; }
.pe-hm-probe-neg { color: var(--_map-neg); }
.pe-hm-probe-neg-mid { color: var(--_map-neg-mid); }
.pe-hm-probe-mid { color: var(--_map-mid); }
.pe-hm-probe-pos-mid { color: var(--_map-pos-mid); }
.pe-hm-probe-pos { color: var(--_map-pos); }
.pe-hm-readout {
  display: block;
  min-height: 2.9em;
  padding: 0.35rem 0.6rem;
  background: var(--_surface);
  border-radius: 4px;
  font-variant-numeric: tabular-nums;
}
.pe-hm-how { display: block; font-size: 0.9em; }

/* Two series in one figure (the rotation's start and turned vectors, the wavelength ladders of two
   bases) take the sine and the cosine colour: each part below is drawn in its series' colour. */
.pe-rot-from, .pe-wl-main { --_series: var(--_sin); }
.pe-rot-to, .pe-wl-cmp { --_series: var(--_cos); }

/* Rotation */
.pe-rot-body { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.pe-rot-pic { flex: 0 0 auto; max-width: 100%; }
.pe-rot-axes { margin-top: 0.2rem; }
.pe-rot-math { flex: 1 1 24rem; min-width: 0; font-size: 0.9em; }
.pe-rot-math p { margin: 0.3rem 0; }
.pe-rot-circle { fill: none; stroke: var(--_axis); stroke-width: 1.5; }
.pe-rot-shaft, .pe-rot-zoom-shaft { stroke: var(--_series); stroke-width: 2.5; }
.pe-rot-head, .pe-rot-zoom-tip { fill: var(--_series); }
.pe-rot-zoom-tip { stroke: var(--_series); }
.pe-rot-label { fill: var(--_series); font-weight: 600; }
.pe-rot-zoom-bg { fill: var(--_surface); }
.pe-rot-zoom-ring { fill: none; stroke: var(--_axis); stroke-width: 1; }
.pe-rot-arc { fill: none; stroke: var(--_marker); stroke-width: 2.5; }
.pe-rot-arc-head { fill: var(--_marker); }
.pe-rot-angle { fill: var(--_marker); font-weight: 600; }
.pe-mat-eq { display: flex; align-items: center; gap: 0.35rem; flex-wrap: wrap; margin: 0.4rem 0; }
.pe-mat {
  border-collapse: separate;
  border-spacing: 0;
  border-inline: 2px solid var(--_fg);
  border-radius: 7px;
  font-variant-numeric: tabular-nums;
}
.pe-mat td { padding: 0.1rem 0.4rem; text-align: end; white-space: nowrap; }
.pe-mat-op { font-size: 1.2em; }

/* Dot product */
.pe-dot-a { fill: none; stroke: var(--_sin); stroke-width: 5; stroke-opacity: 0.35; stroke-linejoin: round; }
.pe-dot-b { fill: none; stroke: var(--_fg); stroke-width: 1.4; stroke-dasharray: 5 3; stroke-linejoin: round; }
.pe-dot-mark-dot { fill: var(--_marker); }

/* Wavelength ladder */
/* A dashed limit in the wrong colour: the context length, the error that the decimals shown allow. */
.pe-wl-context, .pe-pr-threshold { stroke: var(--_bad); stroke-width: 1.5; stroke-dasharray: 6 3; }
.pe-wl-context-label, .pe-pr-threshold-label { fill: var(--_bad); }
.pe-wl-context-label { font-weight: 600; }
.pe-wl-mark { stroke: var(--_series); stroke-width: 1.2; }
.pe-wl-long, .pe-wl-keymark { fill: var(--_series); }
.pe-wl-short { fill: var(--_bg); }
.pe-wl-end { fill: var(--_series); font-weight: 600; }
.pe-wl-formula p { margin: 0.25rem 0; }
.pe-wl-formula { font-variant-numeric: tabular-nums; }

/* Added once */
.pe-in-box, .pe-in-block { fill: var(--_surface); stroke: var(--_axis); }
.pe-in-block { stroke-dasharray: 4 2; }
.pe-in-pe, .pe-in-plus { fill: var(--_bg); stroke: var(--_marker); stroke-width: 1.5; }
.pe-in-plus { stroke-width: 2; }
.pe-in-arrow { stroke: var(--_axis); stroke-width: 1.5; }
.pe-in-head { fill: var(--_axis); }
.pe-in-arrow-pe { stroke: var(--_marker); }
.pe-in-head-pe { fill: var(--_marker); }
.pe-in-plus-text { fill: var(--_marker); font-size: 18px; font-weight: 700; }
.pe-in-table tbody th { text-align: start; font-weight: 500; }
.pe-in-table tbody th[rowspan] { font-weight: 650; vertical-align: top; }
.pe-in-table tbody tr:first-child > * { border-top: 1px solid var(--_axis); }
.pe-in-table tr.pe-in-x td, .pe-in-table tr.pe-in-x th { font-weight: 650; }
.pe-in-table tr.pe-in-pev td { color: var(--_marker); }

/* Learned table */
.pe-ln-rows { fill: var(--_surface); stroke: var(--_axis); }
.pe-ln-empty { fill: none; stroke: var(--_axis); stroke-dasharray: 4 3; }
.pe-ln-wave { fill: none; stroke: var(--_sin); stroke-width: 1.8; }
.pe-ln-query-line { stroke: var(--_marker); stroke-width: 1.5; stroke-dasharray: 4 3; }
.pe-ln-query-dot { fill: var(--_marker); }
.pe-ln-ok { fill: var(--_good); font-weight: 600; }
.pe-ln-bad { fill: var(--_bad); font-weight: 600; }
.pe-ln-results p { margin: 0.2rem 0; }
.pe-ln-learned-bad b { color: var(--_bad); }
.pe-ln-learned-ok b, .pe-ln-formula b { color: var(--_good); }
.pe-ln-formula { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.pe-ln-moral { border-inline-start-color: var(--_marker); }

/* Precision */
.pe-pr-tables { display: flex; flex-wrap: wrap; gap: 0.8rem 1.4rem; overflow-x: auto; }
.pe-pr-further tr:first-child > * { border-top: 2px solid var(--_axis); }
.pe-pr-diff td, .pe-pr-diff64 td { color: var(--_muted); }
.pe-pr-table td.pe-pr-changed { color: var(--_bad); font-weight: 650; }
.pe-pr-diff td.pe-pr-rowmax, .pe-pr-diff64 td.pe-pr-rowmax { color: var(--_fg); font-weight: 600; }
.pe-pr-threshold { stroke-width: 1.2; }
.pe-pr-error { fill: none; stroke: var(--_cos); stroke-width: 2.2; }
.pe-pr-error64 { fill: none; stroke: var(--_sin); stroke-width: 2.2; }
.pe-pr-error-label, .pe-pr-error64-label { font-weight: 600; }
.pe-pr-guide32 { fill: none; stroke: var(--_compare); stroke-width: 1.2; stroke-dasharray: 5 3; }
.pe-pr-guide64 { fill: none; stroke: var(--_sin); stroke-width: 1.2; stroke-dasharray: 2 3; }
.pe-pr-listed { fill: var(--_marker); }
.pe-pr-listed64 { fill: var(--_sin); }

/* RoPE: the query and the key take the two series' colours (the rotation's start and turned
   vectors), the angle between them the marker's; the pair's two coordinates are filled with the marker. */
.pe-rope-q { --_series: var(--_sin); }
.pe-rope-k { --_series: var(--_cos); }
.pe-rope-panel-title, .pe-rope-strip-title { font-weight: 600; }
.pe-rope-strip-title { fill: var(--_muted); }
.pe-rope-strip-title.pe-rope-current { fill: var(--_fg); }
.pe-rope-cells { fill: none; stroke: var(--_axis); stroke-width: 1; }
.pe-rope-pair { fill: var(--_surface); stroke: var(--_marker); stroke-width: 1.5; }
.pe-rope-pair.pe-rope-current { fill: var(--_marker); }
.pe-rope-numbers p, .pe-rope-decay-text p, .pe-rs-text p { margin: 0.25rem 0; }
.pe-rope-formula math { font-size: 1.05em; }
.pe-rope-bridge-values, .pe-rope-scores { font-variant-numeric: tabular-nums; }
.pe-rope-decay-a { stroke: var(--_sin); }
.pe-rope-decay-b { stroke: var(--_cos); stroke-dasharray: 7 4; }
.pe-rope-decay-dot { stroke: var(--_bg); stroke-width: 1.5; }
.pe-rope-decay-a-dot { fill: var(--_sin); }
.pe-rope-decay-b-dot { fill: var(--_cos); }
/* Context extension: before in the first series' colour, after in the second's; the original
   context a dashed limit in the wrong colour (as the wavelength ladder's), the extended one in the marker's. */
.pe-rs-before { fill: var(--_bg); stroke: var(--_sin); stroke-width: 1.2; }
.pe-rs-after { fill: var(--_cos); stroke: var(--_cos); stroke-width: 1; }
.pe-rs-link { stroke: var(--_axis); stroke-width: 1; }
.pe-rs-context { stroke-width: 1.5; stroke-dasharray: 6 3; }
.pe-rs-original { stroke: var(--_bad); }
.pe-rs-extended { stroke: var(--_marker); }
.pe-rs-context-label { font-weight: 600; paint-order: stroke; stroke: var(--_bg); stroke-width: 3px; stroke-linejoin: round; }
.pe-rs-original-label { fill: var(--_bad); }
.pe-rs-extended-label { fill: var(--_marker); }
.pe-rs-numbers { max-height: 16rem; overflow-y: auto; }
.pe-rs-model, .pe-rs-method { max-width: 100%; }
.pe-rs-numbers .pe-fig-mini caption { position: sticky; top: 0; background: var(--_bg); }
.pe-fig-has-error :is(.pe-rope-numbers, .pe-rope-decay-text, .pe-rs-text) { display: none; }

/* Inside <sinusoidal-pe> (its figures group, .figures), the figures take the widget's font, and its
   focus outline (the colours are the widget's already: web/kit/theme.css.js; its sheet gives range
   inputs their 24 px height). */
.figures .pe-figs {
  font-family: var(--_font);
  font-size: 0.95em;
}
.figures .pe-figs :focus-visible, .figures .pe-hm-plot:has(> :focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; }

/* Several figures: one at a time behind tabs, which wrap onto more lines on a phone. */
.pe-fig-tabs { display: flex; flex-wrap: wrap; gap: 0.35rem; border-bottom: 1px solid var(--_border); padding-bottom: 0.5rem; }
.pe-fig-tab { font: inherit; font-size: 0.93em; min-height: 2.75rem; padding: 0.3rem 0.75rem; border: 1px solid var(--_border); border-radius: 999px; background: var(--_surface); color: var(--_fg); cursor: pointer; }
.pe-fig-tab:hover { border-color: var(--_marker); }
.pe-fig-tab[aria-selected='true'] { background: var(--_marker); border-color: var(--_marker); color: var(--_bg); font-weight: 650; }
.pe-fig-panel { min-width: 0; }
/* A figure's title folds it: the title is a button, the figure keeps only its title while folded. */
.pe-fig-fold { font: inherit; color: inherit; background: none; border: 0; padding: 0.2rem 0; margin: 0; cursor: pointer; text-align: start; min-height: 2.75rem; }
.pe-fig-fold::before { content: '▾'; display: inline-block; width: 1.2em; color: var(--_muted); }
.pe-fig-fold[aria-expanded='false']::before { content: '▸'; }
.pe-fig-fold[aria-expanded='false']:dir(rtl)::before { content: '◂'; }
@media not print {
  .pe-fig.pe-fig-folded > :not(.pe-fig-caption), .pe-fig.pe-fig-folded .pe-fig-caption > :not(.pe-fig-fold) { display: none; }
}
/* Printed, every figure shows, unfolded, without the tabs. */
@media print {
  .pe-fig-tabs { display: none; }
  .pe-figs .pe-fig-panel[hidden] { display: block !important; }
  .pe-fig-fold::before { content: none; }
}
.pe-figs.pe-figs-printing .pe-fig-panel[hidden] { display: block !important; }

/* Windows high contrast and other forced colours: the system's colours, told apart by line style. */
@media (forced-colors: active) {
  .pe-figs {
    --_fg: CanvasText; --_muted: CanvasText; --_bg: Canvas; --_surface: Canvas;
    --_border: CanvasText; --_grid: GrayText; --_axis: CanvasText; --_sin: Highlight;
    --_cos: LinkText; --_marker: Highlight; --_compare: GrayText; --_good: CanvasText;
    --_bad: LinkText; --_warn-bg: Canvas; --_warn: CanvasText; --_warn-border: CanvasText;
    --_cursor: Highlight;
  }
  .pe-hm-canvas, .pe-hm-legend-bar { forced-color-adjust: none; }
}
@media (prefers-reduced-motion: reduce) {
  .pe-figs *, .pe-figs *::before, .pe-figs *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
` + SIGN_KEY_CSS;

export default figuresCss;
