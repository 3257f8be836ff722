// Shared pieces of the figures: settings, DOM and SVG builders (never innerHTML), scales, ticks and
// number helpers. Nothing here draws a particular figure.
import { compact, DEFAULTS, fixed, LIMITS, plain as plainAscii } from '../core/index.js';
import { foldToggle, signKey } from '../kit/index.js';

export { compact, fixed };

/**
 * A number text the figures wrote (num(), dec(), plain(), a tick's toFixed) in the locale's marks:
 * words.n() writes its digits, decimal mark and minus sign the locale's way. The exponent's "e"
 * stays (a reader can copy 6.28319e9 into a calculator), and so does the typographic minus where
 * the locale's own minus is the ASCII hyphen (English prose keeps its U+2212).
 */
export function local(words, text) {
  const t = String(text);
  if (!words) return t;
  const minusSign = words.n('-');
  return t.replace(/[^e\u2212]+|\u2212/g, (part) => (part === '\u2212' ? (minusSign === '-' ? part : minusSign) : words.n(part)));
}

/** A number as given (2.5, 10000, 1e10), with the typographic minus for prose. */
export const plain = (v) => minus(plainAscii(v));

/**
 * The writers a figure's texts use, over one Words: N(text) a number text in the locale's marks,
 * n(value) a number the core wrote, t(id, args) a message, P(value) a number as given.
 */
export function figureWriters(words) {
  const N = (text) => local(words, text);
  return {
    N,
    n: (v) => words.n(String(v)),
    t: (id, args) => words.t(id, args),
    P: (v) => N(plain(v)),
  };
}

export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * What every figure reads, with the core's defaults (web/core/facts.js). Positions are formula
 * positions (pos = token number − origin).
 */
export const FIGURE_DEFAULTS = Object.freeze(
  Object.fromEntries(
    ['dModel', 'base', 'layout', 'origin', 'positions', 'decimals', 'maxLen', 'pair', 'offset', 'contextLength'].map((k) => [k, DEFAULTS[k]]),
  ),
);

/** Drawing widths in CSS px: a phone's figure is about 250 px wide; wider than 704 px is not needed. */
export const MIN_WIDTH = 240;
export const MAX_WIDTH = 704;
const DEFAULT_WIDTH = 640;

const finite = (v, fallback) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * Fills in defaults and keeps the few derived rules every figure relies on: pair within 0 … d/2 − 1,
 * decimals 0 … limits.maxDecimals, integers where a count is meant. Values the core must judge (d_model, base) are
 * passed through so that the core's own message explains a bad one.
 */
export function normaliseSettings(input = {}) {
  const s = { ...FIGURE_DEFAULTS, ...(input ?? {}) };
  const positions = Array.from(s.positions ?? [], Number).filter(Number.isFinite);
  const dModel = s.dModel;
  const pairs = Number.isInteger(dModel) && dModel > 0 ? Math.floor(dModel / 2) : 1;
  return {
    dModel,
    base: s.base,
    layout: s.layout === 'concatenated' ? 'concatenated' : 'interleaved',
    origin: finite(s.origin, FIGURE_DEFAULTS.origin),
    positions,
    decimals: Math.max(0, Math.min(LIMITS.maxDecimals, Math.round(finite(s.decimals, FIGURE_DEFAULTS.decimals)))),
    maxLen: Math.max(1, Math.round(finite(s.maxLen, FIGURE_DEFAULTS.maxLen))),
    pair: Math.max(0, Math.min(pairs - 1, Math.round(finite(s.pair, FIGURE_DEFAULTS.pair)))),
    offset: finite(s.offset, FIGURE_DEFAULTS.offset),
    contextLength: Math.max(1, finite(s.contextLength, FIGURE_DEFAULTS.contextLength)),
    // The CSS width of a figure's drawing area: the SVG figures draw in CSS pixels at this width.
    width: Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Math.floor(finite(s.width, DEFAULT_WIDTH)))),
  };
}

/** The settings object the core takes. */
export const coreOpts = (s) => ({ dModel: s.dModel, base: s.base, layout: s.layout });

let uid = 0;
export const newId = (prefix) => `pe-fig-${prefix}-${(uid += 1)}`;

// An element with its attributes (never a style attribute: strict CSP) and children; string children
// become text nodes, and null, undefined and false ones are left out.
function build(el, attrs, children) {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'style') throw new Error('figures never set a style attribute (strict CSP)');
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

/** An HTML element. */
export const h = (tag, attrs, ...children) => build(document.createElement(tag), attrs, children);

/** An SVG element. */
export const s = (tag, attrs, ...children) => build(document.createElementNS(SVG_NS, tag), attrs, children);

export function setText(el, text) {
  const t = String(text);
  if (el.textContent !== t) el.textContent = t;
}

/** `<sub>`-style index in plain text: ω_3 → ω₃. */
const SUB = '₀₁₂₃₄₅₆₇₈₉';
export const sub = (n) => String(n).replace(/\d/g, (d) => SUB[d]).replace('-', '₋');

/** A readable number for prose: the typographic minus. */
export const minus = (text) => String(text).replace(/^-/, '−').replace(/e-/, 'e−');

/**
 * Six significant digits with the typographic minus: for ω, λ, angles. exact, where given, makes the
 * digits the exact value's (format.js; quantities.js makes it).
 */
export const num = (v, digits = 6, exact = undefined) => minus(compact(v, digits, exact));

/** Fixed decimals with the typographic minus, as the figures print values (exact: as for num). */
export const dec = (v, decimals, exact = undefined) => minus(fixed(v, decimals, exact));

export function linear([d0, d1], [r0, r1]) {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const f = (v) => r0 + (v - d0) * k;
  f.invert = (r) => (k === 0 ? d0 : d0 + (r - r0) / k);
  return f;
}

export function logScale([d0, d1], [r0, r1]) {
  const l0 = Math.log10(d0);
  const l1 = Math.log10(d1);
  const f = linear([l0, l1], [r0, r1]);
  return (v) => f(Math.log10(v));
}

/** About `count` round ticks between lo and hi (1, 2, 5 × 10^n steps). */
export function niceTicks(lo, hi, count = 5) {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((st) => st >= raw) ?? 10 * mag;
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Math.abs(v) < step * 1e-9 ? 0 : v);
  return ticks;
}

/** Powers of ten within [lo, hi] (at least the two around them). */
export function decadeTicks(lo, hi) {
  const out = [];
  for (let e = Math.ceil(Math.log10(lo) - 1e-9); e <= Math.floor(Math.log10(hi) + 1e-9); e++) out.push(10 ** e);
  return out;
}

/** 10^e as text: 1, 10, 100, 1000, 10⁴ … */
const SUP = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
export function powerOfTen(v) {
  const e = Math.round(Math.log10(v));
  if (e >= 0 && e <= 3) return String(10 ** e);
  return `10${String(e).replace(/[-\d]/g, (c) => SUP[c])}`;
}

/** Path data through points [[x, y], …], two decimals. */
export function pathData(points) {
  let d = '';
  for (let j = 0; j < points.length; j++) {
    const [x, y] = points[j];
    d += `${j ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`;
  }
  return d;
}

/** The distance from |x| to the next larger double: its unit in the last place. */
export function ulp(x) {
  const a = Math.abs(x);
  if (!Number.isFinite(a)) return NaN;
  if (a === 0) return Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, a);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0) - a;
}

/** The same for float32. */
export function ulp32(x) {
  const a = Math.fround(Math.abs(x));
  if (!Number.isFinite(a)) return NaN;
  if (a === 0) return 2 ** -149;
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, a);
  view.setUint32(0, view.getUint32(0) + 1);
  return view.getFloat32(0) - a;
}

/** A labelled control row: label + input + optional output. */
export function labelled(text, input, extra) {
  const id = input.id || (input.id = newId('ctl'));
  return h('span', { class: 'pe-fig-control' }, h('label', { for: id }, text), input, extra);
}

/**
 * The common frame of a figure: <figure>, <figcaption> with a title and a changing sentence. The
 * title is a button that folds the figure down to its title (a phone's reader closes what they are
 * done with); unfolding tells the host (a bubbling pe-figure-unfold event) to draw it again at its size.
 */
export function figureShell(name, words, titleId) {
  const captionText = h('span', { class: 'pe-fig-caption-text' });
  const title = words.bind(h('strong', { class: 'pe-fig-title' }), titleId);
  const element = h('figure', { class: `pe-fig pe-fig-${name}`, 'data-figure': name });
  const fold = foldToggle(element, {
    foldedClass: 'pe-fig-folded',
    onToggle: (open) => open && element.dispatchEvent(new CustomEvent('pe-figure-unfold', { bubbles: true, detail: { name } })),
  });
  fold.classList.add('pe-fig-fold');
  fold.append(title);
  const caption = h('figcaption', { class: 'pe-fig-caption' }, fold, ' ', captionText);
  const error = h('p', { class: 'pe-fig-error', role: 'status', hidden: true });
  element.append(caption);
  return {
    element,
    words,
    caption: captionText,
    /** shows a message instead of the drawing when the settings cannot be drawn; null clears it */
    setError(message) {
      error.hidden = !message;
      setText(error, message ?? '');
      element.classList.toggle('pe-fig-has-error', !!message);
    },
    error,
  };
}

/** Runs a figure's render; a thrown error becomes the figure's message instead of breaking others. */
export function guarded(shell, render) {
  try {
    render();
    shell.setError(null);
    return true;
  } catch (error) {
    // A refusal of the core's is written in the widget's language (words.core()).
    shell.setError(shell.words.core(error instanceof Error ? error : String(error)));
    return false;
  }
}

/**
 * Axes for a plot area: frame, ticks, grid lines (none across x when xGrid is false), labels. Returns
 * a <g>. Tick texts (xFormat, yFormat: number texts) are written in the locale's marks (words) and
 * read left to right in every language; the axis labels are running text in the words' direction.
 */
export function axes({ words, x, y, xTicks, yTicks, box, xFormat = (v) => num(v), yFormat = (v) => num(v), xGrid = true, xLabel, yLabel }) {
  const g = s('g', { class: 'pe-fig-axes' });
  const tick = (text) => local(words, text);
  const dir = words?.dir ?? 'ltr';
  const [left, top, right, bottom] = box;
  for (const t of yTicks) {
    const yy = y(t);
    g.append(s('line', { class: 'pe-fig-grid', x1: left, x2: right, y1: yy, y2: yy }));
    g.append(s('text', { class: 'pe-fig-tick', x: left - 6, y: yy, 'text-anchor': 'end', 'dominant-baseline': 'middle', direction: 'ltr' }, tick(yFormat(t))));
  }
  for (const t of xTicks) {
    const xx = x(t);
    if (xGrid) g.append(s('line', { class: 'pe-fig-grid', x1: xx, x2: xx, y1: top, y2: bottom }));
    g.append(s('text', { class: 'pe-fig-tick', x: xx, y: bottom + 14, 'text-anchor': 'middle', direction: 'ltr' }, tick(xFormat(t))));
  }
  g.append(s('rect', { class: 'pe-fig-frame', x: left, y: top, width: right - left, height: bottom - top }));
  if (xLabel) g.append(s('text', { class: 'pe-fig-axis-label', x: (left + right) / 2, y: bottom + 30, 'text-anchor': 'middle', direction: dir }, xLabel));
  if (yLabel) {
    g.append(
      s('text', { class: 'pe-fig-axis-label', x: 14, y: (top + bottom) / 2, 'text-anchor': 'middle', direction: dir, transform: `rotate(-90 14 ${(top + bottom) / 2})` }, yLabel),
    );
  }
  return g;
}

/** Stable key of the settings a figure depends on, to skip work when nothing it shows changed. */
export const keyOf = (settings, names) => JSON.stringify(names.map((n) => settings[n]));

/**
 * A figure's memoised render: update(next) keeps the settings and draws them, skipping the work while
 * the settings named in `depends` are unchanged; a draw that fails clears the key so the next call
 * tries again. refresh() draws again with the settings held (one of the figure's own controls
 * changed: its state needs no part in the key, since refresh() always draws).
 */
export function memoisedRenderer(shell, depends, draw) {
  let settings = null;
  let key = '';
  function render() {
    const st = settings;
    const k2 = keyOf(st, depends);
    if (k2 === key) return;
    const ok = guarded(shell, () => draw(st));
    key = ok ? k2 : '';
  }
  return {
    update(next) {
      settings = next;
      render();
    },
    refresh() {
      key = '';
      render();
    },
  };
}

/**
 * What a figure's factory returns: its element, update(settings), retext() (draws its texts again in
 * the words' language: the renderer's refresh) and destroy().
 */
export function figureHandle(element, update, retext) {
  return {
    element,
    update,
    retext,
    destroy() {
      element.remove();
    },
  };
}

/**
 * One group of radio buttons: choices are [value, …label content]; onPick(value) runs when one is
 * chosen. Returns {labels, inputs}, inputs by value.
 */
export function radioButtons(choices, onPick, checked) {
  const name = newId('radio');
  const inputs = {};
  const labels = choices.map(([value, ...label]) => {
    const input = h('input', { type: 'radio', name, value, checked: value === checked });
    input.addEventListener('change', () => {
      if (input.checked) onPick(value);
    });
    inputs[value] = input;
    return h('label', { class: 'pe-fig-radio' }, input, label);
  });
  return { labels, inputs };
}

/**
 * A slider for the pair k, shared by several figures; it asks for {pair} through emit. set(k, pairs,
 * note): note is a text already in the words' language (e.g. "ω₁ = 0.01").
 */
export function pairControl(emit, words, labelId = 'figure-pair-label') {
  const input = h('input', { type: 'range', min: 0, max: 1, step: 1, value: 0, class: 'pe-fig-pair' });
  // Not a live region: every figure with a pair slider shows the same pair, and a screen reader
  // hears the slider's own value text when it moves.
  const out = h('output', { class: 'pe-fig-muted', 'aria-live': 'off' });
  input.addEventListener('input', () => emit({ pair: Number(input.value) }));
  const element = labelled(words.bind(h('span'), labelId), input, out);
  return {
    element,
    input,
    set(k, pairs, note) {
      input.max = String(Math.max(0, pairs - 1));
      input.disabled = pairs <= 1;
      if (input.value !== String(k)) input.value = String(k);
      const args = { k: words.n(String(k)), last: words.n(String(pairs - 1)), note: note ?? '' };
      input.setAttribute('aria-valuetext', words.t(note ? 'figure-pair-valuetext-note' : 'figure-pair-valuetext', args));
      setText(out, words.t(note ? 'figure-pair-readout-note' : 'figure-pair-readout', args));
    },
  };
}

/**
 * A number field that asks for {[name]: value} through emit when it holds a number. Phones show
 * their number pad for it (inputmode="decimal": on iOS digits and the decimal mark, on Android a
 * number pad whose minus key depends on the keyboard); a field that may be negative (no min of 0 or
 * more) gets the ± key beside it (web/kit/sign-key.js), whose name is in words' language.
 */
export function numberControl(emit, name, label, { step = 'any', min, max, words } = {}) {
  const input = h('input', { type: 'number', step, min, max, class: `pe-fig-num pe-fig-${name}`, inputmode: 'decimal' });
  input.addEventListener('input', () => {
    const v = input.valueAsNumber;
    if (Number.isFinite(v)) emit({ [name]: v });
  });
  return {
    element: labelled(label, input, words && !(min >= 0) ? signKey(words, input) : undefined),
    input,
    set(v) {
      // Leaves the field alone while the reader is typing the same number in another spelling.
      if (input.valueAsNumber !== v) input.value = String(v);
    },
  };
}

/**
 * A small data table (class pe-fig-mini and `cls`): its caption, one head row of column headers
 * (null ones left out), then its bodies. A table of numbers: it reads left to right in every language.
 */
export function miniTable(cls, caption, heads, ...bodies) {
  return h(
    'table',
    { class: `pe-fig-mini ${cls}`.trim(), dir: 'ltr' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, heads.flat().map((t) => (t == null ? null : h('th', { scope: 'col' }, t))))),
    bodies,
  );
}

/** A box that scrolls sideways when its table is wider than the page; reachable by keyboard. */
export function scrollBox(words, labelId, extraClass = '') {
  return words.bind(h('div', { class: `pe-fig-mini-wrap ${extraClass}`.trim(), tabindex: 0, role: 'region' }), labelId, undefined, 'aria-label');
}

/** Whether a figure of this width lays its parts out for a phone (stacked legends, fewer ticks). */
export const isNarrow = (width) => width < 480;

/** About one tick per `spacing` CSS px of axis, at least two. */
export const tickCount = (length, spacing = 72) => Math.max(2, Math.floor(length / spacing));

/**
 * Draws `parts` (null ones left out) as the whole content of an SVG that draws at 1 CSS px per unit,
 * width × height (scaled down only while the page resizes); arrange(svg), if given, moves labels
 * apart before declutter() does.
 */
export function drawSvg(svg, width, height, parts, arrange) {
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', width);
  svg.setAttribute('height', height);
  svg.replaceChildren(...parts.filter(Boolean));
  arrange?.(svg);
  declutter(svg);
}

/** An SVG drawing (role img) described by the element `desc`, which is given an id for it if it has none. */
export function describedSvg(desc, attrs) {
  desc.id ||= newId('desc');
  return s('svg', { class: 'pe-fig-svg', role: 'img', 'aria-describedby': desc.id, ...attrs });
}

const overlaps = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * Keeps the labels of a drawn SVG apart: in document order, a label that overlaps one kept before it
 * is removed when it is optional (class pe-fig-optional), otherwise moved down or up by a line until
 * it is clear (at most three lines each way). Needs the SVG on screen; does nothing otherwise.
 */
function declutter(svg) {
  const box = svg.getBoundingClientRect();
  if (!svg.isConnected || !box.width) return;
  const scale = box.width / Number(svg.getAttribute('width') || box.width);
  const kept = [];
  for (const text of svg.querySelectorAll('text')) {
    let r = text.getBoundingClientRect();
    if (!r.width) continue;
    // Inside the drawing, sideways: a label near an edge is moved in.
    const shift = r.right > box.right ? box.right - r.right : r.left < box.left ? box.left - r.left : 0;
    if (shift && !text.hasAttribute('transform')) {
      text.setAttribute('x', String(Number(text.getAttribute('x')) + shift / scale));
      r = text.getBoundingClientRect();
    }
    if (kept.some((k) => overlaps(k, r))) {
      if (text.classList.contains('pe-fig-optional')) {
        text.remove();
        continue;
      }
      const y0 = Number(text.getAttribute('y'));
      const line = r.height / scale + 1;
      for (const step of [1, -1, 2, -2, 3, -3]) {
        text.setAttribute('y', String(y0 + step * line));
        r = text.getBoundingClientRect();
        if (!kept.some((k) => overlaps(k, r))) break;
      }
    }
    kept.push(r);
  }
}
