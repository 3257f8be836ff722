// The pair inspector: one sine-cosine pair k at a time — its frequency and wavelength, its angle at
// every listed position (in numbers and on a unit circle), and the rotation that one position of
// offset applies to it.
import { compact, exact, fixed, pairCoordinates, plain } from '../core/index.js';
import { el, m, math, mi } from '../kit/index.js';

const SVG = 'http://www.w3.org/2000/svg';
/** What a value the quiz hides reads (table="hidden-until-answered"), as in the table. */
const HIDDEN_TEXT = 'hidden';
// A value as the inspector writes it: hidden when it would give away an open quiz question.
// exactSource: the exact value's digits (format.js's fixed), when a rounding boundary is near.
const shown = (model, value, decimals, exactSource) =>
  model.hidden?.()?.(value) ? HIDDEN_TEXT : fixed(value, decimals, exactSource);
// An angle pos·ω_k, which is RoPE's angle m·θ_k too (a rope-angle question's answer).
const shownAngle = (model, angle, exactSource) =>
  model.hidden?.()?.(angle) ? HIDDEN_TEXT : compact(angle, 6, exactSource);
const MAX_CIRCLE_POINTS = 64;


function svg(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

export class PairInspector {
  constructor(callbacks, idPrefix) {
    this.callbacks = callbacks;
    this.optionsKey = '';
    this.pair = null; // the pair shown
    this.anglesKey = ''; // pair, rows and coordinates the angle table (this.angles) is built for
    this.angles = null;
    // A group, not a region: several widgets on one page must not add landmarks with equal names.
    this.element = el('div', 'inspector');
    this.element.setAttribute('role', 'group');
    const heading = el('h3', 'part-title', 'Pair inspector');
    heading.id = `${idPrefix}-inspector-title`;
    this.element.setAttribute('aria-labelledby', heading.id);

    const chooser = el('div', 'field');
    this.select = el('select');
    this.select.id = `${idPrefix}-pair`;
    const label = el('label', null, 'pair k');
    label.htmlFor = this.select.id;
    chooser.append(label, this.select);
    this.select.addEventListener('change', () => this.callbacks.onPickPair(Number(this.select.value)));

    this.body = el('div', 'inspector-body');
    this.element.append(heading, el('p', 'help', 'Pick a pair here, or click a table cell (or press Enter on it).'), chooser, this.body);
  }

  /** model: {settings, tokens, positions, core}; k: the pair shown. */
  render(model, k) {
    const { settings } = model;
    const pairs = settings.dModel / 2;
    const key = `${settings.dModel}|${settings.layout}`;
    if (key !== this.optionsKey) {
      this.optionsKey = key;
      const fragment = document.createDocumentFragment();
      for (let p = 0; p < pairs; p += 1) {
        const cols = pairCoordinates(p, settings);
        const option = el('option', null, `k = ${p} (coordinates ${cols.sine} and ${cols.cosine})`);
        option.value = String(p);
        fragment.append(option);
      }
      this.select.replaceChildren(fragment);
    }
    this.select.value = String(k);
    this.pair = k;
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
    add(['Coordinates'], [`${cols.sine} (sine) and ${cols.cosine} (cosine)`]);
    // ω_k and λ_k typeset as MathML; each formula keeps its plain text as an annotation.
    const exponent = k === 0 ? `0/${settings.dModel}` : `−${2 * k}/${settings.dModel}`;
    const power = m('msup', m('mn', plain(settings.base)), m('mrow', ...(k ? [m('mo', '−')] : []), m('mn', String(2 * k)), m('mo', '/'), m('mn', String(settings.dModel))));
    // Digits that are the exact values' (format.js): ω_k and λ_k are the doubles nearest theirs.
    const omegaText = compact(omega, 6, exact.exactly(core, exact.frequency(k, settings), exact.nearest(omega)));
    const lambdaText = compact(lambda, 6, exact.exactly(core, exact.wavelength(k, settings), exact.nearest(lambda)));
    add(['Frequency ', math([mi('ω', String(k))])], [
      math([power, m('mo', '='), m('mn', omegaText)], `${plain(settings.base)}^(${exponent}) = ${omegaText}`),
      ' rad per position',
    ]);
    add(['Wavelength ', math([mi('λ', String(k))])], [
      math([m('mn', '2'), mi('π'), m('mo', '/'), mi('ω', String(k)), m('mo', '='), m('mn', lambdaText)], `2π / ω_${k} = ${lambdaText}`),
      ' positions for one full turn',
    ]);
    return list;
  }

  // The angle table's rows are kept while the pair and the number of positions stay; their texts
  // are rewritten where they changed.
  #angles(model, k) {
    const { settings, tokens, positions, core } = model;
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
        plain(tokens[r]),
        plain(pos),
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
    const wrap = el('div', 'angles');
    const table = el('table', 'mini-table');
    table.append(el('caption', null, `Angle ω_${k} · pos of pair ${k} at each listed position`));
    const head = el('tr');
    for (const name of ['token', 'pos', 'angle (rad)', `sin (coord. ${cols.sine})`, `cos (coord. ${cols.cosine})`]) {
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
    const scroller = el('div', 'mini-scroll');
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', `Angles of pair ${k}`);
    scroller.append(table);
    return { wrap, scroller, cells };
  }

  // The pair's [sin, cos] at each position as a point (cos, sin) on the unit circle.
  #circle(points, k) {
    const figure = svg('svg', { viewBox: '-1.5 -1.5 3 3', width: 168, height: 168, class: 'circle', role: 'img' });
    figure.setAttribute('aria-label', `Unit circle: the point (cos, sin) of pair ${k} at each listed position`);
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
      el('h4', 'part-subtitle', 'One position of offset is a rotation'),
      el(
        'p',
        null,
        `Moving from pos to pos + 1 adds φ = ω_${k} × 1 = ${compact(omega, 6, exact.exactly(core, phi, exact.nearest(omega)))} rad ` +
          `(${compact(degrees, 6, exact.exactly(core, exact.radiansAsDegrees(phi), exact.rounded(degrees, 3)))}°) to this pair's angle, whatever pos is. ` +
          'By the angle-addition formulas, the step is one fixed matrix, [[cos φ, sin φ], [−sin φ, cos φ]], ' +
          'applied to [sin, cos]:',
      ),
    );
    const matrix = el('table', 'matrix');
    matrix.append(el('caption', null, `Rotation for pair ${k}, offset 1`));
    const body = el('tbody');
    for (const [j, name] of ['new sin', 'new cos'].entries()) {
      const tr = el('tr');
      const th = el('th', null, name);
      th.scope = 'row';
      const cell = (i) => el('td', null, shown(model, m[j][i], d, exact.exactly(core, entries[j][i], bound)));
      tr.append(th, cell(0), cell(1));
      body.append(tr);
    }
    const head = el('tr');
    for (const name of ['', '× sin', '× cos']) {
      const th = el(name ? 'th' : 'td', null, name);
      if (name) th.scope = 'col';
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
    box.append(
      el(
        'p',
        'check',
        `Check at pos ${plain(pos)}: the matrix times [${at(pos, cols.sine, s, bound)}, ${at(pos, cols.cosine, c, bound)}] gives ` +
          `[${at(exact.sum(pos, 1), cols.sine, next[0], 4 * bound)}, ${at(exact.sum(pos, 1), cols.cosine, next[1], 4 * bound)}]; ` +
          `the formula at pos ${plain(pos + 1)} gives ` +
          `[${at(pos + 1, cols.sine, direct[0], bound)}, ${at(pos + 1, cols.cosine, direct[1], bound)}].`,
      ),
    );
    return box;
  }
}
