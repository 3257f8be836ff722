// The widget's CSS, adopted by every shadow root as one constructable stylesheet (no <style> element,
// so it applies under `style-src 'self'`). Public theme hooks are the --pe-* custom properties; each
// is read through a private --_* variable that holds the light or dark default. The quiz's rules come
// with the quiz panels (web/quiz/quiz.css.js), with those of the quiz's answer shown beside the table; the
// figures' rules with the figures.
import { adoptSheet, SIGN_KEY_CSS, THEME_CSS } from '../kit/index.js';
import { NARROW_TABLE_CSS } from '../table/narrow.css.js';

// The colours the figures use too (bg, fg, muted, border, surface, good, bad, warn, the colour
// scheme) have their defaults in web/kit/theme.css.js; the widget's own are here.
export const CSS = THEME_CSS + String.raw`
:host {
  --_font: var(--pe-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --_mono: var(--pe-mono-font, ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace);
  --_size: var(--pe-font-size, 1rem);
  --_radius: var(--pe-radius, 8px);
  --_surface-sin: var(--pe-surface-sin, #eaf1f9);
  --_accent: var(--pe-accent, #0b5cad);
  --_accent-fg: var(--pe-accent-fg, #ffffff);
  --_highlight: var(--pe-highlight, #e6f0fb);
  --_focus: var(--pe-focus, #0b5cad);
  display: block;
  min-width: 0;
}
@media (prefers-color-scheme: dark) {
  :host {
    --_surface-sin: var(--pe-surface-sin, #1c2633);
    --_accent: var(--pe-accent, #78b4ff);
    --_accent-fg: var(--pe-accent-fg, #0b1624);
    --_highlight: var(--pe-highlight, #1b2c43);
    --_focus: var(--pe-focus, #8cc0ff);
  }
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }

.pe {
  font-family: var(--_font);
  font-size: var(--_size);
  line-height: 1.45;
  color: var(--_fg);
  background: var(--_bg);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  padding: 0.9em 1em 1em;
  display: grid;
  gap: 0.85em;
  min-width: 0;
}
.pe > * { min-width: 0; }
.main, .table-area { display: grid; gap: 0.6em; min-width: 0; }
/* One column that never grows past the widget: a wide table or matrix scrolls in its own box. */
.pe, .main, .table-area, .inspector, .inspector-body, .figures { grid-template-columns: minmax(0, 1fr); }
.main > *, .table-area > * { min-width: 0; }
[hidden] { display: none !important; }
p { margin: 0; }
.help { color: var(--_muted); font-size: 0.9em; }
.said { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* An eager widget while it loads: room for the first screen of what it will draw (never more than
   70% of the window's height), so that the page below it stays where it is when the table arrives. */
.loading.keep { min-block-size: min(30rem, 70svh); }
/* A lazy widget not drawn yet: laid out only near the screen, about the height it will have. */
.dormant { content-visibility: auto; contain-intrinsic-size: auto 32rem; }
.part-title { margin: 0; font-size: 1.05em; font-weight: 650; }
.part-subtitle { margin: 0.2em 0 0; font-size: 0.95em; font-weight: 650; }

/* Controls */
.settings { display: flex; flex-wrap: wrap; gap: 0.6em 1em; align-items: flex-start; margin: 0; padding: 0; border: 0; }
.settings legend { padding: 0; margin-bottom: 0.35em; font-weight: 650; }
.field { display: flex; flex-direction: column; gap: 0.2em; }
.field label { font-size: 0.85em; font-weight: 600; font-family: var(--_mono); }
input, select, button {
  font: inherit;
  color: var(--_fg);
  background: var(--_bg);
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.6);
  padding: 0.3em 0.45em;
  min-height: 2.1em;
}
input { font-family: var(--_mono); }
input[aria-invalid="true"] { border-color: var(--_bad); box-shadow: inset 0 0 0 1px var(--_bad); }
.field input { width: 6.5em; }
/* Sliders (web/kit/slider.js): the native range input, in the widget's accent colour. */
input[type="range"] { padding: 0; border: 0; background: none; min-height: 1.75em; accent-color: var(--_accent); cursor: pointer; }
input[type="range"]:disabled { cursor: default; }
.field .base-slider { width: 7.5em; }
.field .positions-input { width: 9em; }
button { cursor: pointer; background: var(--_surface); font-weight: 600; }
button:hover:not(:disabled, [aria-disabled="true"]) { border-color: var(--_accent); }
button:disabled, button[aria-disabled="true"] { cursor: default; color: var(--_muted); }
.primary { background: var(--_accent); color: var(--_accent-fg); border-color: var(--_accent); }
:focus { outline: none; }
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
td:focus-visible { outline-offset: -3px; }

/* Asking first (web/kit/confirm.js): a modal dialog inside the widget */
.ask-first { max-width: min(32em, calc(100vw - 2em)); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 1em 1.1em; color: var(--_fg); background: var(--_bg); font-family: var(--_font); font-size: var(--_size); line-height: 1.45; }
.ask-first::backdrop { background: rgb(0 0 0 / 0.35); }
.ask-first p { margin: 0.5em 0 0.9em; }
.ask-first-buttons { display: flex; flex-wrap: wrap; gap: 0.5em; }
.locked-note { flex-basis: 100%; }
/* Undo, Redo and Reset: a row of their own under the settings */
.history-buttons { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 0.5em; }

/* Messages */
.alert {
  border: 1px solid var(--_bad);
  border-inline-start-width: 5px;
  border-radius: calc(var(--_radius) * 0.6);
  padding: 0.55em 0.8em;
  background: var(--_bg);
}
.alert:empty { display: none; }
.alert ul { margin: 0.25em 0 0; padding-inline-start: 1.2em; }
.alert .alert-title { font-weight: 650; color: var(--_bad); }
.alert code, .formula { font-family: var(--_mono); }
.origin-rule { font-size: 0.92em; }
.origin-rule strong { font-family: var(--_mono); font-weight: 650; }
.is-stale .table-scroll { border-style: dashed; }

/* Table */
.table-scroll {
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.6);
  background: var(--_bg);
  width: fit-content;
  /* A long list scrolls inside the box, under its column headers (table.js draws only the rows
     near the view); the box leaves room on screen for what comes below it. */
  max-height: max(18em, min(70vh, 42em));
}
/* Fixed table layout: column widths come from --_first, --_cols and --_col-chars (set by table.js from
   the longest text a column holds), so the browser need not measure thousands of cells. The table
   is monospace throughout, which makes 1ch the same width in every numeric cell. */
.pe-table {
  --_first: 15em;
  --_col: calc(var(--_col-chars, 9) * 1ch + 1.2em);
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.92em;
  font-family: var(--_mono);
  table-layout: fixed;
  width: calc(var(--_first) + var(--_cols, 4) * var(--_col));
}
.pe-table caption { caption-side: top; text-align: start; padding: 0.45em 0.6em; color: var(--_muted); font-family: var(--_font); font-size: 0.9em; white-space: nowrap; position: sticky; left: 0; width: max-content; }
.pe-table th, .pe-table td { padding: 0.22em 0.6em; white-space: nowrap; border-bottom: 1px solid var(--_border); }
.pe-table thead th { width: var(--_col); background: var(--_surface); font-weight: 500; text-align: right; vertical-align: top; line-height: 1.6; }
.pe-table thead th::first-line { font-weight: 700; }
.pe-table thead th.is-sin { background: var(--_surface-sin); }
.pe-table thead .corner { width: var(--_first); text-align: start; font-family: var(--_font); font-weight: 600; vertical-align: top; }
.pe-table thead .corner::first-line { font-weight: 600; }
.corner-rows { display: inline-block; margin-top: 0.2em; color: var(--_muted); font-weight: 500; }
.pe-table td { text-align: right; font-variant-numeric: tabular-nums; cursor: cell; }
.pe-table td:hover, .pe-table td:focus { background: var(--_highlight); }
.pe-table tbody tr:last-child > * { border-bottom: 0; }
.pe-table .spacer { padding: 0; cursor: default; background: none; }
.pe-table thead .spacer { background: var(--_surface); }
.pe-table thead .spacer-left { width: calc(var(--_col) * var(--_left, 0)); }
.pe-table thead .spacer-right { width: calc(var(--_col) * var(--_right, 0)); }
.pe-table .corner, .pe-table .token-cell {
  position: sticky;
  left: 0;
  z-index: 1;
  text-align: left;
  border-right: 1px solid var(--_border);
  font-family: var(--_font);
}
.pe-table .token-cell { background: var(--_bg); font-weight: 400; padding: 0.15em 0.4em; }
.pe-table thead { position: sticky; top: 0; z-index: 2; }
.pe-table .row-spacer > td { padding: 0; border: 0; }
.table-scroll { scroll-padding-left: calc(var(--_first) * 0.92); }
.token-input { width: 4.6em; min-height: 1.9em; padding: 0.15em 0.35em; text-align: right; }
.token-pos { display: inline-block; min-width: 5.4em; margin: 0 0.35em; color: var(--_muted); font-size: 0.9em; font-family: var(--_mono); }
.remove-row { min-height: 1.9em; min-width: 1.9em; padding: 0 0.4em; line-height: 1; }
.table-actions { display: flex; gap: 0.6em; flex-wrap: wrap; align-items: center; }
.table-note { color: var(--_warn); font-size: 0.9em; }
.formula {
  background: var(--_highlight);
  border-radius: calc(var(--_radius) * 0.6);
  padding: 0.45em 0.7em;
  min-height: 3.2em;
  font-size: 0.92em;
  overflow-wrap: anywhere;
}
.formula .formula-meaning { font-family: var(--_font); color: var(--_fg); font-size: 0.95em; }

/* Pair inspector */
.inspector { display: grid; gap: 0.6em; border-top: 1px solid var(--_border); padding-top: 0.8em; }
.inspector .field { align-items: flex-start; }
.inspector select { max-width: 100%; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2em 1em; margin: 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; font-family: var(--_mono); overflow-wrap: anywhere; }
.inspector-body { display: grid; gap: 0.9em; min-width: 0; }
.angles { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
.mini-scroll { overflow: auto; max-height: 18em; max-width: 100%; }
.mini-table, .matrix { border-collapse: collapse; font-size: 0.9em; width: max-content; }
.mini-table caption, .matrix caption { text-align: start; color: var(--_muted); padding-bottom: 0.3em; font-size: 0.92em; }
.mini-table th, .mini-table td, .matrix th, .matrix td { padding: 0.15em 0.55em; border-bottom: 1px solid var(--_border); white-space: nowrap; }
.mini-table td, .matrix td { text-align: right; font-family: var(--_mono); font-variant-numeric: tabular-nums; }
.mini-table th, .matrix th { text-align: right; font-weight: 600; }
.circle { flex: none; color: var(--_fg); }
.circle .axis { stroke: var(--_border); stroke-width: 0.02; }
.circle .ring { fill: none; stroke: var(--_muted); stroke-width: 0.025; }
.circle .dot { fill: var(--_accent); }
.circle .dot-label { fill: var(--_fg); font-size: 0.2px; font-family: var(--_mono); text-anchor: middle; }
.rotation { display: grid; gap: 0.45em; justify-items: start; }
.check { font-family: var(--_mono); font-size: 0.9em; overflow-wrap: anywhere; }
/* The pairs as the hands of a clock (web/table/clock.js) */
.clock { display: grid; gap: 0.45em; justify-items: start; min-width: 0; }
.clock-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4em 0.7em; justify-self: stretch; }
.clock-controls label { font-weight: 600; }
.clock-slider { width: min(16em, 100%); }
.clock-value { font-family: var(--_mono); min-width: 8ch; }
.clock-play { min-width: 5.5em; }
.clock-dials { display: flex; flex-wrap: wrap; gap: 0.3em 0.5em; }
.dial { display: grid; justify-items: center; font-family: var(--_mono); font-size: 0.8em; color: var(--_muted); }
.dial svg { display: block; }
.dial .ring { fill: none; stroke: var(--_border); stroke-width: 0.06; }
.dial .start { stroke: var(--_muted); stroke-width: 0.06; }
.dial .hand { stroke: var(--_fg); stroke-width: 0.12; stroke-linecap: round; }
.dial .tip, .dial .hub { fill: var(--_fg); }
.dial.is-pair { color: var(--_fg); font-weight: 700; }
.dial.is-pair .ring { stroke: var(--_accent); stroke-width: 0.1; }
.dial.is-pair .hand { stroke: var(--_accent); }
.dial.is-pair .tip { fill: var(--_accent); }
.clock-readout { font-size: 0.92em; }

/* Figures (their own stylesheet comes with figures.js, with the rules that tie them to this theme) */
.figures { display: grid; gap: 0.6em; border-top: 1px solid var(--_border); padding-top: 0.8em; min-width: 0; }
.figures-slot { min-width: 0; }
/* The inspector's and the figures' titles fold them: a button inside the heading (fold-toggle, web/kit/fold.js). */
.fold-toggle { font: inherit; color: inherit; background: none; border: 0; padding: 0.2em 0; margin: 0; cursor: pointer; text-align: start; min-height: 2.75rem; }
.fold-toggle::before { content: '▾'; display: inline-block; width: 1.2em; color: var(--_muted); }
.fold-toggle[aria-expanded='false']::before { content: '▸'; }
.fold-toggle[aria-expanded='false']:dir(rtl)::before { content: '◂'; }
@media not print { .inspector.folded > :not(h3), .figures.folded > :not(h3) { display: none; } }
@media print { .fold-toggle::before { content: none; } }

/* Targets of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8) */
input[type="radio"], input[type="checkbox"] { width: max(24px, 1.2em); height: max(24px, 1.2em); min-height: 0; margin: 0; flex: none; accent-color: var(--_accent); }
input[type="range"] { min-height: 24px; }

/* Narrow widgets (phones, 320–575 px): the same parts stacked. Tables up to eight coordinates wrap
   their values by whole pairs (all four of d_model 4 side by side from about 340 px); wider ones scroll
   sideways inside their box, with the token line kept in view. */
.pe { container: pe / inline-size; }
@container pe (width < 36rem) {
  .pe { padding: 0.7em 0.6em 0.8em; }
  .table-scroll { width: auto; container-type: inline-size; scroll-padding-left: 0; }
  .pe-table:not([aria-colcount]) { display: block; width: max-content; min-width: 100%; font-size: 0.8125em; --_col: calc(var(--_col-chars, 9) * 1ch + 0.6em); }
  .pe-table:not([aria-colcount]) caption { display: block; white-space: normal; width: auto; max-width: 100cqi; position: sticky; left: 0; }
  .pe-table:not([aria-colcount]) :is(thead, tbody) { display: block; }
  .pe-table:not([aria-colcount]) tr { display: grid; grid-template-columns: repeat(var(--_cols, 4), var(--_col)); }
  .pe-table:not([aria-colcount]) tr + tr, .pe-table:not([aria-colcount]) tbody tr { border-top: 1px solid var(--_border); }
  .pe-table:not([aria-colcount]) :is(th, td) { border-bottom: 0; width: auto; }
  .pe-table:not([aria-colcount]) :is(.corner, .token-cell) { grid-column: 1 / -1; justify-self: start; max-width: 100cqi; border-right: 0; }
  .pe-table:not([aria-colcount]) .corner { columns: 2 10em; column-gap: 1em; font-weight: 500; color: var(--_muted); line-height: 1.4; padding-block: 0.35em; }
  .pe-table:not([aria-colcount]) .corner-rows { margin: 0; }
  .mini-scroll .mini-table { width: auto; }
  .pe-table:not([aria-colcount]) .token-cell { display: flex; align-items: center; gap: 0.2em; padding: 0.3em 0.4em 0.1em; }
  .pe-table:not([aria-colcount]) .token-pos { min-width: 0; }
  .pe-table:not([aria-colcount]) :is(td, thead th:not(.corner)) { padding: 0.1em 0.3em 0.3em; }
  .facts { grid-template-columns: minmax(0, 1fr); gap: 0 0; }
  .facts dd { margin-bottom: 0.45em; }
  .mini-table th { white-space: normal; }
  .mini-table th, .mini-table td { padding-inline: 0.35em; }
}
/* Up to eight coordinates: one line per row when they fit, else four or two per line. */
@container pe (width < 36rem) {
  .pe-table:not([aria-colcount]):not(:has(thead th:nth-child(10))) { width: auto; }
  .pe-table:not([aria-colcount]):not(:has(thead th:nth-child(10))) tr {
    grid-template-columns: repeat(auto-fit, minmax(max(var(--_col), calc(12.5% - 0.5px), min(calc(25% - 0.5px), (8 * var(--_col) - 100%) * 1000), min(calc(50% - 0.5px), (4 * var(--_col) - 100%) * 1000)), 1fr));
  }
}

/* Windows high contrast and other forced colours: system colours; what box shadows and backgrounds
   showed becomes an outline or a border. */
@media (forced-colors: active) {
  .pe-table td:focus-visible, :focus-visible { outline-color: Highlight; }
  .pe-table td:hover, .pe-table td:focus { outline: 1px solid Highlight; outline-offset: -2px; }
  input[aria-invalid="true"] { border-width: 2px; }
  .circle .dot { fill: Highlight; }
  .circle .ring, .circle .axis { stroke: CanvasText; }
  .circle .dot-label { fill: CanvasText; }
  .dial .hand { stroke: CanvasText; }
  .dial .tip, .dial .hub { fill: CanvasText; }
  .dial.is-pair .ring, .dial.is-pair .hand { stroke: Highlight; }
  .dial.is-pair .tip { fill: Highlight; }
}
/* Nothing in the widget moves by itself (the clock's Play steps instead of gliding: web/table/clock.js);
   a page's own animations stop here for those who ask. */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
` + NARROW_TABLE_CSS + SIGN_KEY_CSS;

/** Styles a shadow root with the widget's sheet (one constructable sheet shared by all instances). */
export const adoptStyles = (root) => adoptSheet(root, CSS);
