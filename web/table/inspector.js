// The pair inspector: one sine-cosine pair k at a time — its frequency and wavelength, its angle at
// every listed position (in numbers and on a unit circle), and the rotation that one position of
// offset applies to it.
import { compact, exact, fixed, pairCoordinates, plain } from '../core/index.js';
import { bindPointerWords, el, foldToggle, m, math, mi } from '../kit/index.js';
import { PairClock } from './clock.js';
import { HIDDEN_TEXT } from './table.js';
import { isolated, messageParts, numberWriters, vector } from './table-words.js';

const SVG = 'http://www.w3.org/2000/svg';
// A value as the inspector writes it (model.words's digits and marks, left to right): hidden when it
// would give away an open quiz question, as in the table. exactSource: the exact value's digits
// (format.js's fixed), when a rounding boundary is near.
const shown = (model, value, decimals, exactSource) =>
  model.hidden?.()?.(value) ? model.words.t(HIDDEN_TEXT) : numberWriters(model.words).ltr(fixed(value, decimals, exactSource));
// An angle pos·ω_k, which is RoPE's angle m·θ_k too (a rope-angle question's answer).
const shownAngle = (model, angle, exactSource) =>
  model.hidden?.()?.(angle) ? model.words.t(HIDDEN_TEXT) : numberWriters(model.words).ltr(compact(angle, 6, exactSource));
const MAX_CIRCLE_POINTS = 64;

// Left to right in every language: a table of numbers, a matrix, a formula (as in Arabic-language
// textbooks); the words around them follow the widget's direction.
function leftToRight(node) {
  node.setAttribute('dir', 'ltr');
  return node;
}


function svg(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

export class PairInspector {
  constructor(callbacks, idPrefix, words) {
    this.callbacks = callbacks;
    this.words = words;
    this.optionsKey = '';
    this.pair = null; // the pair shown
    this.anglesKey = ''; // pair, rows and coordinates the angle table (this.angles) is built for
    this.angles = null;
    // A group, not a region: several widgets on one page must not add landmarks with equal names.
    this.element = el('div', 'inspector');
    this.element.setAttribute('role', 'group');
    // Its title folds it away (a phone's reader closes what they are done with); open on each page.
    const heading = el('h3', 'part-title');
    heading.append(words.bind(foldToggle(this.element), 'table-inspector-title'));
    heading.id = `${idPrefix}-inspector-title`;
    this.element.setAttribute('aria-labelledby', heading.id);

    const chooser = el('div', 'field');
    this.select = el('select');
    this.select.id = `${idPrefix}-pair`;
    const label = words.bind(el('label'), 'table-inspector-pair');
    label.htmlFor = this.select.id;
    chooser.append(label, this.select);
    this.select.addEventListener('change', () => this.callbacks.onPickPair(Number(this.select.value)));

    this.body = el('div', 'inspector-body');
    // Every pair's hand at a position the learner drags or plays (web/table/clock.js).
    this.clock = new PairClock(words, idPrefix);
    this.element.append(heading, bindPointerWords(words, el('p', 'help'), 'table-inspector-help', 'table-inspector-help-touch'), chooser, this.clock.element, this.body);
  }

  /** After a change of language: the next render writes every text again. */
  retext() {
    this.optionsKey = '';
    this.anglesKey = '';
    this.clock.retext();
  }

  /** model: {settings, tokens, positions, core}; k: the pair shown. */
  render(model, k) {
    const { settings } = model;
    const { words } = this;
    const { n } = numberWriters(words);
    const pairs = settings.dModel / 2;
    const key = `${settings.dModel}|${settings.layout}`;
    if (key !== this.optionsKey) {
      this.optionsKey = key;
      const fragment = document.createDocumentFragment();
      for (let p = 0; p < pairs; p += 1) {
        const cols = pairCoordinates(p, settings);
        const text = words.t('table-inspector-option', { k: n(String(p)), sine: n(String(cols.sine)), cosine: n(String(cols.cosine)) });
        const option = el('option', null, text);
        option.value = String(p);
        fragment.append(option);
      }
      this.select.replaceChildren(fragment);
    }
    this.select.value = String(k);
    this.pair = k;
    this.clock.render(model, k);
    // The angle table is patched in place (it has a row per position, and may be scrolled); the
    // facts and the rotation are small and made anew.
    const facts = this.#facts(model, k);
    const angles = this.#angles(model, k);
    const rotation = this.#rotation(model, k);
    if (angles.parentNode !== this.body) this.body.replaceChildren(facts, angles, rotation);
    else {
      this.body.firstElementChild.replaceWith(facts);
      this.body.lastElementChild.replaceWith(rotation);
    }
  }

  #facts({ settings, core }, k) {
    const { words } = this;
    const { n, ltr } = numberWriters(words);
    const opts = { dModel: settings.dModel, base: settings.base, layout: settings.layout };
    const omega = core.frequency(k, opts);
    const lambda = core.wavelength(k, opts);
    const cols = pairCoordinates(k, settings);
    const list = el('dl', 'facts');
    const add = (term, value) => {
      const dt = el('dt');
      const dd = el('dd');
      dt.append(...term);
      dd.append(...value);
      list.append(dt, dd);
    };
    const parts = (id, args, nodes) => messageParts(words, id, args, nodes);
    add(parts('table-inspector-coordinates', {}, {}), parts('table-inspector-coordinates-value', { sine: n(String(cols.sine)), cosine: n(String(cols.cosine)) }, {}));
    // ω_k and λ_k typeset as MathML, left to right in every language; each formula keeps its plain
    // text as an annotation. Its numbers are the locale's (the subscript k too).
    const kText = ltr(String(k));
    const base = ltr(plain(settings.base));
    const dModel = ltr(String(settings.dModel));
    const twoK = ltr(String(2 * k));
    const exponent = k === 0 ? `${twoK}/${dModel}` : `−${twoK}/${dModel}`;
    const power = m('msup', m('mn', base), m('mrow', ...(k ? [m('mo', '−')] : []), m('mn', twoK), m('mo', '/'), m('mn', dModel)));
    // Digits that are the exact values' (format.js): ω_k and λ_k are the doubles nearest theirs.
    const omegaText = ltr(compact(omega, 6, exact.exactly(core, exact.frequency(k, settings), exact.nearest(omega))));
    const lambdaText = ltr(compact(lambda, 6, exact.exactly(core, exact.wavelength(k, settings), exact.nearest(lambda))));
    const symbol = (name) => leftToRight(math([m('msub', mi(name), m('mn', kText))]));
    add(parts('table-inspector-frequency', {}, { symbol: symbol('ω') }), parts('table-inspector-frequency-value', {}, {
      formula: leftToRight(math([power, m('mo', '='), m('mn', omegaText)], `${base}^(${exponent}) = ${omegaText}`)),
    }));
    add(parts('table-inspector-wavelength', {}, { symbol: symbol('λ') }), parts('table-inspector-wavelength-value', {}, {
      formula: leftToRight(math([m('mn', ltr('2')), mi('π'), m('mo', '/'), m('msub', mi('ω'), m('mn', kText)), m('mo', '='), m('mn', lambdaText)], `${ltr('2')}π / ω_${kText} = ${lambdaText}`)),
    }));
    return list;
  }

  // The angle table's rows are kept while the pair and the number of positions stay; their texts
  // are rewritten where they changed.
  #angles(model, k) {
    const { settings, tokens, positions, core } = model;
    const { ltr } = numberWriters(this.words);
    const opts = { dModel: settings.dModel, base: settings.base, layout: settings.layout };
    const omega = core.frequency(k, opts);
    const cols = pairCoordinates(k, settings);
    const key = `${k}|${positions.length}|${cols.sine}|${cols.cosine}`;
    if (key !== this.anglesKey) {
      this.anglesKey = key;
      this.angles = this.#anglesTable(k, cols, positions.length);
    }
    const { wrap, scroller, cells } = this.angles;
    const points = [];
    const bound = core.limits.maxValueError;
    positions.forEach((pos, r) => {
      const s = core.coordinate(pos, cols.sine, opts);
      const c = core.coordinate(pos, cols.cosine, opts);
      const angle = omega * pos; // ω_k nearest its value, times pos: one more rounding
      const texts = [
        ltr(plain(tokens[r])),
        ltr(plain(pos)),
        shownAngle(model, angle, exact.exactly(core, exact.angle(pos, k, settings), exact.rounded(angle, 2))),
        shown(model, s, settings.decimals, exact.exactly(core, exact.coordinate(pos, cols.sine, settings), bound)),
        shown(model, c, settings.decimals, exact.exactly(core, exact.coordinate(pos, cols.cosine, settings), bound)),
      ];
      cells[r].forEach((cell, i) => {
        if (cell.textContent !== texts[i]) cell.textContent = texts[i];
      });
      if (points.length < MAX_CIRCLE_POINTS) points.push({ label: texts[0], s, c });
    });
    const circle = this.#circle(points, k);
    if (scroller.parentNode === wrap) wrap.lastElementChild.replaceWith(circle);
    else wrap.replaceChildren(scroller, circle);
    return wrap;
  }

  // The angle table for pair k with empty cells: {wrap, scroller, cells: [[th, td × 4] per row]}.
  #anglesTable(k, cols, rows) {
    const { words } = this;
    const { n } = numberWriters(words);
    const wrap = el('div', 'angles');
    const table = el('table', 'mini-table');
    const caption = el('caption', null, words.t('table-inspector-angles-caption', { k: n(String(k)) }));
    caption.dir = words.dir;
    table.append(caption);
    const head = el('tr');
    const names = [
      words.t('table-inspector-angles-token'),
      words.t('table-inspector-angles-pos'),
      words.t('table-inspector-angles-angle'),
      words.t('table-inspector-angles-sin', { i: n(String(cols.sine)) }),
      words.t('table-inspector-angles-cos', { i: n(String(cols.cosine)) }),
    ];
    for (const name of names) {
      const th = el('th', null, name);
      th.scope = 'col';
      head.append(th);
    }
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    const cells = [];
    for (let r = 0; r < rows; r += 1) {
      const tr = el('tr');
      const th = el('th');
      th.scope = 'row';
      const row = [th, el('td'), el('td'), el('td'), el('td')];
      tr.append(...row);
      tbody.append(tr);
      cells.push(row);
    }
    table.append(thead, tbody);
    // A box that may scroll (many positions, a narrow screen): reachable and named for the keyboard.
    // Its box reads left to right too, so that its columns keep their order in every language.
    const scroller = leftToRight(el('div', 'mini-scroll'));
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', words.t('table-inspector-angles-label', { k: n(String(k)) }));
    scroller.append(table);
    return { wrap, scroller, cells };
  }

  // The pair's [sin, cos] at each position as a point (cos, sin) on the unit circle.
  #circle(points, k) {
    // Its labels are numbers: left to right, as in the table.
    const figure = svg('svg', { viewBox: '-1.5 -1.5 3 3', width: 168, height: 168, class: 'circle', role: 'img', direction: 'ltr' });
    figure.setAttribute('aria-label', this.words.t('table-inspector-circle-label', { k: numberWriters(this.words).n(String(k)) }));
    figure.append(
      svg('line', { x1: -1.35, y1: 0, x2: 1.35, y2: 0, class: 'axis' }),
      svg('line', { x1: 0, y1: -1.35, x2: 0, y2: 1.35, class: 'axis' }),
      svg('circle', { cx: 0, cy: 0, r: 1, class: 'ring' }),
    );
    // Labels (11 px and more) that would cover one already placed are left out: points that nearly
    // coincide share the first one's label. Boxes in circle units: 56 CSS px per unit.
    const placed = [];
    for (const p of points) {
      // SVG's y axis points down; sin goes up.
      figure.append(svg('circle', { cx: p.c.toFixed(4), cy: (-p.s).toFixed(4), r: 0.06, class: 'dot' }));
      const x = p.c * 1.24;
      const y = -p.s * 1.24 + 0.07;
      const half = p.label.length * 0.062 + 0.02;
      const box = { l: x - half, r: x + half, t: y - 0.17, b: y + 0.03 };
      if (placed.some((q) => box.l < q.r && q.l < box.r && box.t < q.b && q.t < box.b)) continue;
      placed.push(box);
      const label = svg('text', { x: x.toFixed(4), y: y.toFixed(4), class: 'dot-label' });
      label.textContent = p.label;
      figure.append(label);
    }
    return figure;
  }

  #rotation(model, k) {
    const { settings, positions, core } = model;
    const { words } = this;
    const { n, ltr } = numberWriters(words);
    const opts = { dModel: settings.dModel, base: settings.base, layout: settings.layout };
    const omega = core.frequency(k, opts);
    const m = core.shiftMatrix(k, 1, opts);
    const d = settings.decimals;
    const cols = pairCoordinates(k, settings);
    const bound = core.limits.maxValueError;
    const phi = exact.frequency(k, settings); // ω_k × 1
    const degrees = (omega * 180) / Math.PI; // three roundings, and Math.PI's own
    // The matrix's entries: cos φ, sin φ; −sin φ, cos φ.
    const entries = [[exact.cosine(phi), exact.sine(phi)], [exact.product(-1, exact.sine(phi)), exact.cosine(phi)]];
    const box = el('div', 'rotation');
    box.append(
      el('h4', 'part-subtitle', words.t('table-inspector-rotation-title')),
      el(
        'p',
        null,
        words.t('table-inspector-rotation', {
          k: n(String(k)),
          phi: n(compact(omega, 6, exact.exactly(core, phi, exact.nearest(omega)))),
          degrees: n(compact(degrees, 6, exact.exactly(core, exact.radiansAsDegrees(phi), exact.rounded(degrees, 3)))),
        }),
      ),
    );
    const matrix = leftToRight(el('table', 'matrix'));
    const caption = el('caption', null, words.t('table-inspector-matrix-caption', { k: n(String(k)) }));
    caption.dir = words.dir;
    matrix.append(caption);
    const body = el('tbody');
    for (const [j, id] of ['table-inspector-matrix-new-sin', 'table-inspector-matrix-new-cos'].entries()) {
      const tr = el('tr');
      const th = el('th', null, words.t(id));
      th.scope = 'row';
      const cell = (i) => el('td', null, shown(model, m[j][i], d, exact.exactly(core, entries[j][i], bound)));
      tr.append(th, cell(0), cell(1));
      body.append(tr);
    }
    const head = el('tr');
    for (const id of [null, 'table-inspector-matrix-times-sin', 'table-inspector-matrix-times-cos']) {
      const th = id ? el('th', null, words.t(id)) : el('td', null, '');
      if (id) th.scope = 'col';
      head.append(th);
    }
    const thead = el('thead');
    thead.append(head);
    matrix.append(thead, body);
    box.append(matrix);

    const pos = positions[0];
    const s = core.coordinate(pos, cols.sine, opts);
    const c = core.coordinate(pos, cols.cosine, opts);
    const next = [m[0][0] * s + m[0][1] * c, m[1][0] * s + m[1][1] * c];
    const direct = [core.coordinate(pos + 1, cols.sine, opts), core.coordinate(pos + 1, cols.cosine, opts)];
    // Exactly, the matrix times the pair at pos is the pair at pos + 1: each double of next is within
    // four of the core's errors of it (the matrix's, the pair's, and their products' roundings).
    const at = (p, col, value, b) => shown(model, value, d, exact.exactly(core, exact.coordinate(p, col, settings), b));
    // Each vector reads left to right inside the sentence, whatever its direction.
    const pairAt = (items) => isolated(words, vector(words, items));
    box.append(
      el(
        'p',
        'check',
        words.t('table-inspector-check', {
          pos: n(plain(pos)),
          before: pairAt([at(pos, cols.sine, s, bound), at(pos, cols.cosine, c, bound)]),
          product: pairAt([at(exact.sum(pos, 1), cols.sine, next[0], 4 * bound), at(exact.sum(pos, 1), cols.cosine, next[1], 4 * bound)]),
          next: n(plain(pos + 1)),
          direct: pairAt([at(pos + 1, cols.sine, direct[0], bound), at(pos + 1, cols.cosine, direct[1], bound)]),
        }),
      ),
    );
    return box;
  }
}
