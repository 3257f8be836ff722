// RoPE: the query q at position m and the key k at position n, each pair turned counter-clockwise by
// its position times θ_k = base^(−2k/d) (the table's ω_k). One pair is drawn on its circle, at m and
// n and again with both moved by t: the angle between the turned vectors, and so the score, stays.
// Under it, the coordinates that form the pair in each layout. Beside it, the score of the whole
// vectors from the core (ropeScore) at (m, n), at (m + t, n + t) and swapped, and the bridge to the
// 2017 encoding: with q = k = (1, 0) in every pair, the score is PE(m)·PE(n), the table's dot product.
import { pairCoordinates } from '../core/index.js';
import {
  local,
  coreOpts,
  dec,
  describedSvg,
  drawSvg,
  figureHandle,
  figureShell,
  h,
  labelled,
  memoisedRenderer,
  miniTable,
  newId,
  num,
  numberControl,
  pairControl,
  pathData,
  plain,
  radioButtons,
  s,
  scrollBox,
  setText,
  sub,
  figureWriters,
} from './common.js';
import { mathParagraph } from './rope-parts.js';
import { offsetSlider } from './sliders.js';
import { signKey } from '../kit/index.js';

// Everything a learner reads in this figure, in one place: the messages of the words' language
// (web/i18n/en.ftl, ids figure-rope-…), numbers in its marks; formulas stay as they are.
const textOf = (words) => {
  const { N, n, t, P } = figureWriters(words);
  return Object.freeze({
    pairNote: (k, theta) => t('figure-rope-pair-note', { k: sub(k), theta: N(num(theta)) }),
    panelTitle: (m, nn) => t('figure-rope-panel', { m: P(m), n: P(nn) }),
    panelShifted: (shift, title) => t('figure-rope-panel-shifted', { t: P(shift), title }),
    queryLabel: t('figure-rope-query'),
    keyLabel: t('figure-rope-key'),
    pairProduct: (k, v) => t('figure-rope-pair-product', { k: n(k), value: N(v) }),
    angle: (v) => t('figure-rope-angle', { angle: N(v) }),
    layoutRow: (name, a, b) => t('figure-rope-layout-row', { layout: name, a: n(a), b: n(b) }),
    layoutRowShort: (name, a, b) => t('figure-rope-layout-row-short', { layout: name, a: n(a), b: n(b) }),
    usedHere: t('figure-rope-used-here'),
    across: (a, b) => t('figure-rope-across', { a: n(a), b: n(b) }),
    vectorsExample: (q, k) => t('figure-rope-vectors-example', { q, k }),
    vectorsOnes: (v) => t('figure-rope-vectors-ones', { v }),
    scoresCaption: (d) => t('figure-rope-scores-caption', { d: n(d) }),
    scoreHeads: [t('figure-rope-head-query'), t('figure-rope-head-key'), 'm − n', t('figure-rope-head-score')],
    shiftSame: (gap) => (gap === 0 ? t('figure-rope-shift-same') : t('figure-rope-shift-within', { gap: N(num(gap, 2)) })),
    swapped: (same) => t(same ? 'figure-rope-swapped-same' : 'figure-rope-swapped-changes'),
    bridgeLead: t('figure-rope-bridge-lead'),
    bridge: (m, nn) => `Σ_k cos((${plain(m)} − ${plain(nn)})·θ_k) = PE(${plain(m)})·PE(${plain(nn)})`,
    bridgeValues: (score, dot, gap) =>
      gap === 0 ? t('figure-rope-bridge-same', { score: N(score), dot: N(dot) }) : t('figure-rope-bridge-differ', { score: N(score), dot: N(dot), gap: N(gap) }),
    caption: (k, m, nn, delta) => t('figure-rope-caption', { k: n(k), ksub: sub(k), m: P(m), n: P(nn), delta: P(delta) }),
    desc: (k) => t('figure-rope-desc', { k: n(k) }),
    label: ({ k, m, n: nn, t: shift, gap, product, layoutA, layoutB }) =>
      t('figure-rope-label', { k: n(k), m: P(m), n: P(nn), t: P(shift), gap: N(gap), product: N(product), layoutA, layoutB }),
    pairIn: (a, b) => t('figure-rope-pair-in', { a: n(a), b: n(b) }),
    list: (values, more) => N(`[${values.join(', ')}${more ? ', …' : ''}]`),
  });
};

// The example query and key: eight numbers repeated over the d coordinates (the learner reads them
// in the figure), so that each pair holds different numbers and the layout changes the pairs.
const EXAMPLE_Q = [1, 0.5, -0.5, 1, 0.8, -0.3, 0.2, 0.9];
const EXAMPLE_K = [0.6, -0.4, 1, 0.3, -0.7, 0.5, 0.9, 0.1];
const SHOWN_ENTRIES = 6;
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'pair', 'offset', 'decimals', 'width'];

const repeated = (pattern, d) => Float64Array.from({ length: d }, (_, i) => pattern[i % pattern.length]);

/** (1, 0) in every pair: 1 at each pair's first coordinate (where the table has its sine). */
function onesVector(st) {
  const v = new Float64Array(st.dModel);
  for (let k = 0; k < st.dModel / 2; k++) v[pairCoordinates(k, st).sine] = 1;
  return v;
}

const listText = (TEXT, v) => TEXT.list(Array.from(v.slice(0, SHOWN_ENTRIES), (x) => plain(x)), v.length > SHOWN_ENTRIES);
const angleBetween = (a, b) => Math.atan2(Math.sin(a - b), Math.cos(a - b));

export function createRope({ core, emit, words }) {
  let TEXT = textOf(words);
  const shell = figureShell('rope', words, 'figure-rope-title');
  const { element } = shell;
  const pair = pairControl(emit, words);
  const offset = numberControl(emit, 'offset', words.bind(h('span'), 'figure-rope-offset'), { step: 1, words });
  const offsetDrag = offsetSlider(offset, emit, words);
  const nSelect = h('select', { class: 'pe-rope-n' });
  let nIndex = 0;
  nSelect.addEventListener('change', () => {
    nIndex = Number(nSelect.value);
    renderer.refresh();
  });
  let shift = 5;
  // A shift may be negative: the number pad and the ± key beside it (common.js, numberControl).
  const shiftInput = h('input', { type: 'number', step: 1, value: shift, class: 'pe-fig-num pe-rope-shift', inputmode: 'decimal' });
  shiftInput.addEventListener('input', () => {
    if (Number.isFinite(shiftInput.valueAsNumber)) {
      shift = shiftInput.valueAsNumber;
      renderer.refresh();
    }
  });
  let vectors = 'example';
  const { labels: vectorRadios } = radioButtons(
    [
      ['example', ' ', words.bind(h('span'), 'figure-rope-example')],
      ['ones', ' ', words.bind(h('span'), 'figure-rope-ones')],
    ],
    (value) => {
      vectors = value;
      renderer.refresh();
    },
    vectors,
  );
  const layoutLabel = newId('rope-layout');
  const { labels: layoutRadios, inputs: layoutInputs } = radioButtons(
    [
      ['interleaved', ' ', words.bind(h('span'), 'figure-layout-interleaved'), ' ', h('span', { class: 'pe-fig-muted', dir: 'ltr' }, '(2k, 2k + 1)')],
      ['concatenated', ' ', words.bind(h('span'), 'figure-layout-concatenated'), ' ', h('span', { class: 'pe-fig-muted', dir: 'ltr' }, '(k, k + d/2)')],
    ],
    (layout) => emit({ layout }),
  );
  const vectorsLabel = newId('rope-vectors');
  const controls = h(
    'div',
    { class: 'pe-fig-toolbar' },
    pair.element,
    offset.element,
    labelled(words.bind(h('span'), 'figure-rope-key-at'), nSelect),
    labelled(words.bind(h('span'), 'figure-rope-shift'), shiftInput, signKey(words, shiftInput)),
    h('span', { class: 'pe-fig-control', role: 'radiogroup', 'aria-labelledby': vectorsLabel }, words.bind(h('span', { class: 'pe-fig-toolbar-label', id: vectorsLabel }), 'figure-rope-vectors'), vectorRadios),
    h('span', { class: 'pe-fig-control', role: 'radiogroup', 'aria-labelledby': layoutLabel }, words.bind(h('span', { class: 'pe-fig-toolbar-label', id: layoutLabel }), 'figure-rope-pairing'), layoutRadios),
  );
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const axesNote = h('p', { class: 'pe-fig-desc pe-fig-muted' });
  const numbers = h('div', { class: 'pe-rope-numbers' });
  const scores = scrollBox(words, 'figure-rope-numbers-region', 'pe-rope-scores-box');
  element.append(controls, svg, axesNote, numbers, scores, desc, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    TEXT = textOf(words);
    const N = (text) => local(words, text);
    const opts = coreOpts(st);
    core.validateSettings(opts);
    const d = st.dModel;
    const k = st.pair;
    const theta = core.ropeFrequencies(opts)[k];
    pair.set(k, d / 2, TEXT.pairNote(k, theta));
    offset.set(st.offset);
    offsetDrag.set(st.offset);
    layoutInputs[st.layout].checked = true;

    const listed = st.positions.length ? st.positions.slice(0, 64) : [0];
    if (nIndex >= listed.length) nIndex = 0;
    nSelect.replaceChildren(...listed.map((p, j) => h('option', { value: j, selected: j === nIndex }, N(plain(p)))));
    const n = listed[nIndex];
    const m = n + st.offset;
    const t = shift;

    const q = vectors === 'ones' ? onesVector(st) : repeated(EXAMPLE_Q, d);
    const kv = vectors === 'ones' ? onesVector(st) : repeated(EXAMPLE_K, d);
    const { sine: a, cosine: b } = pairCoordinates(k, st);
    const turned = (x, at) => {
      const r = core.ropeRotate(x, at, opts);
      return [r[a], r[b]];
    };
    const at = [
      { title: TEXT.panelTitle(m, n), query: turned(q, m), key: turned(kv, n) },
      { title: TEXT.panelShifted(t, TEXT.panelTitle(m + t, n + t)), query: turned(q, m + t), key: turned(kv, n + t) },
    ];
    const product = ([x1, y1], [x2, y2]) => x1 * x2 + y1 * y2;
    const gapAngle = angleBetween(Math.atan2(at[0].query[1], at[0].query[0]), Math.atan2(at[0].key[1], at[0].key[0]));

    // In CSS pixels at the figure's width: the two circles side by side, or one above the other on a phone.
    const W = st.width;
    const wide = W >= 520;
    const P = wide ? Math.min(300, Math.floor((W - 16) / 2)) : Math.min(W, 300);
    const R = P * 0.3;
    const panelHeight = 2 * R + 84;
    const lengthMax = Math.max(Math.hypot(...at[0].query), Math.hypot(...at[0].key), 1e-300);
    const parts = [];
    at.forEach((panel, j) => {
      const x0 = wide ? j * (P + 16) + (W - 2 * P - 16) / 2 : (W - P) / 2;
      const y0 = wide ? 0 : j * panelHeight;
      parts.push(circlePanel({ ...panel, x0, y0, P, R, scale: R / lengthMax, k, D: st.decimals, product: product(panel.query, panel.key) }));
    });
    const stripsTop = wide ? panelHeight : 2 * panelHeight;
    const strips = layoutStrips({ d, k, W, top: stripsTop + 6, current: st.layout, short: W < 400, TEXT, words });
    parts.push(strips.group);
    drawSvg(svg, W, stripsTop + 6 + strips.height, parts);
    setText(axesNote, TEXT.across(a, b));

    const D = st.decimals;
    const f = (x) => dec(x, D);
    const score = (mm, nn) => core.ropeScore(q, kv, mm, nn, opts);
    const rows = [
      [m, n, score(m, n)],
      [m + t, n + t, score(m + t, n + t)],
      [n, m, score(n, m)],
    ];
    const shiftGap = Math.abs(rows[1][2] - rows[0][2]);
    const swapSame = Math.abs(rows[2][2] - rows[0][2]) <= 1e-12 * Math.max(1, Math.abs(rows[0][2]));
    scores.replaceChildren(
      miniTable(
        'pe-rope-scores',
        TEXT.scoresCaption(d),
        TEXT.scoreHeads,
        h(
          'tbody',
          {},
          rows.map(([mm, nn, v]) =>
            h('tr', {}, h('td', {}, N(plain(mm))), h('td', {}, N(plain(nn))), h('td', {}, N(plain(mm - nn))), h('td', { class: 'pe-rope-score', 'data-value': v }, N(f(v)))),
          ),
        ),
      ),
    );
    const ones = onesVector(st);
    const bridgeScore = core.ropeScore(ones, ones, m, n, opts);
    const dot = core.dot(m, n, opts);
    numbers.replaceChildren(
      h('p', { class: 'pe-rope-vectors' }, vectors === 'ones' ? TEXT.vectorsOnes(listText(TEXT, q)) : TEXT.vectorsExample(listText(TEXT, q), listText(TEXT, kv))),
      h('p', { class: 'pe-fig-muted' }, `${TEXT.shiftSame(shiftGap)} ${TEXT.swapped(swapSame)}`),
      mathParagraph(
        'pe-rope-bridge',
        TEXT.bridgeLead,
        { f: TEXT.bridge(m, n) },
        h('span', { class: 'pe-rope-bridge-values', 'data-score': bridgeScore, 'data-dot': dot }, TEXT.bridgeValues(f(bridgeScore), f(dot), bridgeScore === dot ? 0 : num(Math.abs(bridgeScore - dot), 2))),
      ),
    );
    const pairIn = (layout) => {
      const c = pairCoordinates(k, { dModel: d, layout });
      return TEXT.pairIn(c.sine, c.cosine);
    };
    svg.setAttribute(
      'aria-label',
      TEXT.label({ k, m, n, t, gap: num(gapAngle, 4), product: f(product(at[0].query, at[0].key)), layoutA: pairIn('interleaved'), layoutB: pairIn('concatenated') }),
    );
    setText(shell.caption, TEXT.caption(k, m, n, st.offset));
    setText(desc, TEXT.desc(k));
  }

  // One circle: the pair of q turned to m and of k turned to n, the angle between them, and their product.
  function circlePanel({ title, query, key, x0, y0, P, R, scale, k, D, product }) {
    const cx = x0 + P / 2;
    const cy = y0 + 28 + R + 10;
    const tip = ([x, y]) => [cx + x * scale, cy - y * scale];
    const g = s('g', { class: 'pe-rope-panel' });
    g.append(
      s('text', { class: 'pe-rope-panel-title', x: cx, y: y0 + 14, 'text-anchor': 'middle' }, title),
      s('circle', { class: 'pe-rot-circle', cx, cy, r: R }),
      s('line', { class: 'pe-fig-grid', x1: cx - R - 10, x2: cx + R + 10, y1: cy, y2: cy }),
      s('line', { class: 'pe-fig-grid', x1: cx, x2: cx, y1: cy - R - 10, y2: cy + R + 10 }),
    );
    const aq = Math.atan2(query[1], query[0]);
    const ak = Math.atan2(key[1], key[0]);
    const between = angleBetween(aq, ak);
    // The arc from k to q, small, at the centre.
    const rArc = R * 0.3;
    const steps = Math.max(6, Math.ceil(Math.abs(between) * 12));
    const arc = [];
    for (let j = 0; j <= steps; j++) {
      const ang = ak + (between * j) / steps;
      arc.push([cx + rArc * Math.cos(ang), cy - rArc * Math.sin(ang)]);
    }
    g.append(s('path', { class: 'pe-rot-arc pe-rope-between', d: pathData(arc), 'data-angle': between }));
    const mid = ak + between / 2;
    g.append(
      s(
        'text',
        { class: 'pe-rot-angle pe-fig-optional', x: cx + (rArc + 12) * Math.cos(mid + Math.PI), y: cy - (rArc + 12) * Math.sin(mid + Math.PI), 'text-anchor': 'middle', 'dominant-baseline': 'middle' },
        TEXT.angle(num(between, 3)),
      ),
    );
    g.append(
      arrow('pe-rot-from pe-rope-q', [cx, cy], tip(query), TEXT.queryLabel, { x0, P }),
      arrow('pe-rot-to pe-rope-k', [cx, cy], tip(key), TEXT.keyLabel, { x0, P }),
      s('text', { class: 'pe-fig-tick pe-rope-product', x: cx, y: cy + R + 30, 'text-anchor': 'middle', 'data-value': product }, TEXT.pairProduct(k, dec(product, D))),
    );
    return g;
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}

// An arrow from the centre to a tip, labelled beyond the tip but inside its panel.
function arrow(cls, [cx, cy], [x2, y2], label, { x0, P }) {
  const ang = Math.atan2(y2 - cy, x2 - cx);
  const head = 9;
  const a1 = ang + Math.PI - 0.4;
  const a2 = ang + Math.PI + 0.4;
  const len = Math.hypot(x2 - cx, y2 - cy) || 1;
  const lx = x2 + ((x2 - cx) / len) * 14;
  const ly = y2 + ((y2 - cy) / len) * 14;
  const w = label.length * 6.6;
  const right = lx >= cx;
  const x = right ? Math.min(x0 + P - w - 2, lx) : Math.max(x0 + w + 2, lx);
  return s(
    'g',
    { class: cls },
    s('line', { class: 'pe-rot-shaft', x1: cx, y1: cy, x2, y2 }),
    s('path', { class: 'pe-rot-head', d: `M${x2} ${y2}L${x2 + head * Math.cos(a1)} ${y2 + head * Math.sin(a1)}L${x2 + head * Math.cos(a2)} ${y2 + head * Math.sin(a2)}Z` }),
    s('text', { class: 'pe-rot-label', x, y: ly, 'text-anchor': right ? 'start' : 'end', 'dominant-baseline': 'middle', direction: 'ltr' }, label),
  );
}

// The d coordinates as a strip for each layout, the two of pair k filled, with their numbers.
function layoutStrips({ d, k, W, top, current, short, TEXT, words }) {
  const left = 8;
  const right = W - 8;
  const cell = (right - left) / d;
  const group = s('g', { class: 'pe-rope-strips' });
  let y = top;
  for (const layout of ['interleaved', 'concatenated']) {
    const { sine: a, cosine: b } = pairCoordinates(k, { dModel: d, layout });
    const here = layout === current;
    group.append(
      s(
        'text',
        { class: `pe-rope-strip-title${here ? ' pe-rope-current' : ''}`, x: left, y: y + 12, direction: words.dir },
        `${short ? TEXT.layoutRowShort(layout, a, b) : TEXT.layoutRow(layout, a, b)}${here ? TEXT.usedHere : ''}`,
      ),
    );
    const sy = y + 20;
    const hgt = 16;
    // Every cell's outline while cells are wide enough to see; one bar for a wide vector.
    let outline = `M${left} ${sy}h${right - left}v${hgt}h${left - right}z`;
    if (cell >= 4) for (let i = 1; i < d; i++) outline += `M${(left + i * cell).toFixed(2)} ${sy}v${hgt}`;
    const pick = (i) => {
      const w = Math.max(cell, 3);
      const x = left + i * cell + cell / 2 - w / 2;
      return `M${x.toFixed(2)} ${sy}h${w.toFixed(2)}v${hgt}h${(-w).toFixed(2)}z`;
    };
    group.append(
      s('path', { class: 'pe-rope-cells', d: outline }),
      s('path', { class: `pe-rope-pair${here ? ' pe-rope-current' : ''}`, d: pick(a) + pick(b), 'data-layout': layout, 'data-coordinates': `${a},${b}` }),
    );
    const xa = left + (a + 0.5) * cell;
    const xb = left + (b + 0.5) * cell;
    const ty = sy + hgt + 13;
    if (Math.abs(xb - xa) < 40) {
      group.append(s('text', { class: 'pe-fig-tick', x: (xa + xb) / 2, y: ty, 'text-anchor': 'middle', direction: 'ltr' }, `${words.n(String(a))}, ${words.n(String(b))}`));
    } else {
      group.append(
        s('text', { class: 'pe-fig-tick', x: xa, y: ty, 'text-anchor': 'middle' }, words.n(String(a))),
        s('text', { class: 'pe-fig-tick', x: xb, y: ty, 'text-anchor': 'middle' }, words.n(String(b))),
      );
    }
    y = ty + 10;
  }
  return { group, height: y - top };
}
