// RoPE's long-term decay (RoFormer §3.4.3): the bound (2/d)·Σ_j |S_j(r)|, S_j(r) the sum of
// e^(i·r·θ_l) over the first j pairs, against the relative distance r, for this base and another,
// from the core (ropeDecayBound). It starts at (d/2 + 1)/2 and falls as the pairs' turns stop adding
// up; a larger base keeps more pairs slow, so it falls more slowly. The offset is marked on it.
import {
  local,
  axes,
  dec,
  describedSvg,
  drawSvg,
  figureHandle,
  figureShell,
  h,
  isNarrow,
  labelled,
  linear,
  memoisedRenderer,
  miniTable,
  niceTicks,
  num,
  pathData,
  plain,
  s,
  scrollBox,
  setText,
  tickCount,
  figureWriters,
} from './common.js';
import { mathParagraph } from './rope-parts.js';
import { placeLabels } from './label-place.js';

// Everything a learner reads in this figure, in one place: the messages of the words' language
// (web/i18n/en.ftl, ids figure-rope-decay-…), numbers in its marks; formulas stay as they are.
const textOf = (words) => {
  const { N, n, t, P } = figureWriters(words);
  return Object.freeze({
    spanOption: (span) => t('figure-rope-decay-span-option', { low: n(0), high: P(span) }),
    xLabel: t('figure-rope-decay-x-label'),
    yLabel: t('figure-rope-decay-y-label'),
    key: (base) => t('figure-rope-decay-key', { base: P(base) }),
    offsetMark: (r) => `r = ${P(r)}`,
    formulaLead: t('figure-rope-decay-formula-lead'),
    formula: 'bound(r) = (2/d)·Σ_j |S_j(r)|',
    formulaMid: t('figure-rope-decay-formula-mid'),
    sum: 'S_j(r) = Σ_l e^(i·r·θ_l)',
    formulaTail: (d) => t('figure-rope-decay-formula-tail', { half: n(d / 2) }),
    start: (d, v) => t('figure-rope-decay-start', { value: N(v), d: n(d) }),
    half: (base, r) => (r === null ? t('figure-rope-decay-half-never', { base: P(base) }) : t('figure-rope-decay-half', { base: P(base), r: N(num(r, 3)) })),
    tableCaption: t('figure-rope-decay-table-caption'),
    tableHeads: (a, b) => ['r', t('figure-rope-decay-key', { base: P(a) }), t('figure-rope-decay-key', { base: P(b) })],
    caption: (d, a, b, span) => t('figure-rope-decay-caption', { high: P(span), d: n(d), a: P(a), b: P(b) }),
    desc: t('figure-rope-decay-desc'),
    label: ({ d, a, b, n: span, startValue, endA, endB, offsetText }) =>
      t('figure-rope-decay-label', { high: P(span), d: n(d), start: N(startValue), endA: N(endA), endB: N(endB), a: P(a), b: P(b) }) + offsetText,
    labelOffset: (r, va, vb) => t('figure-rope-decay-label-offset', { r: P(r), a: N(va), b: N(vb) }),
  });
};

const SPANS = [64, 256, 1024, 4096, 16384, 65536];
const DEPENDS = ['dModel', 'base', 'offset', 'decimals', 'width'];
// About this many terms of the bound per drawing and base (each sample costs d/2 of them).
const TERM_BUDGET = 200_000;

export function createRopeDecay({ core, words }) {
  let TEXT = textOf(words);
  const shell = figureShell('rope-decay', words, 'figure-rope-decay-title');
  const { element } = shell;
  let span = 256;
  const spanSelect = h('select', { class: 'pe-rope-decay-span' }, SPANS.map((n) => words.bind(h('option', { value: n, selected: n === span }), 'figure-rope-decay-span-option', () => ({ low: words.n('0'), high: local(words, plain(n)) }))));
  spanSelect.addEventListener('change', () => {
    span = Number(spanSelect.value);
    renderer.refresh();
  });
  let compareBase = null; // null: 500000 against the paper's 10000, 10000 otherwise
  // Never negative (min 0): the decimal pad, no ± key.
  const compareInput = h('input', { type: 'number', step: 'any', min: 0, class: 'pe-fig-num pe-rope-decay-compare', inputmode: 'decimal' });
  compareInput.addEventListener('input', () => {
    const v = compareInput.valueAsNumber;
    if (Number.isFinite(v) && v > 1) {
      compareBase = v;
      renderer.refresh();
    }
  });
  const controls = h('div', { class: 'pe-fig-toolbar' }, labelled(words.bind(h('span'), 'figure-rope-decay-span'), spanSelect), labelled(words.bind(h('span'), 'figure-rope-decay-compare'), compareInput));
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const text = h('div', { class: 'pe-rope-decay-text' });
  const table = scrollBox(words, 'figure-rope-decay-region', 'pe-rope-decay-numbers');
  element.append(controls, svg, text, table, desc, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    TEXT = textOf(words);
    const d = st.dModel;
    const bases = [st.base, compareBase ?? (st.base === 10000 ? 500000 : 10000)];
    if (compareInput.valueAsNumber !== bases[1]) compareInput.value = String(bases[1]);
    const bound = (r, base) => core.ropeDecayBound(r, { dModel: d, base });
    bound(0, bases[0]); // the core judges d_model and the base first
    const N = span;
    const count = Math.max(24, Math.min(480, Math.floor(TERM_BUDGET / (d / 2))));
    const rs = Array.from({ length: count }, (_, j) => (N * j) / (count - 1));
    const curves = bases.map((base) => rs.map((r) => bound(r, base)));
    const start = curves[0][0];
    const r0 = Math.abs(st.offset);
    const marked = r0 <= N ? bases.map((base) => bound(r0, base)) : null;

    // In CSS pixels at the figure's width; on a phone the key is stacked under the plot.
    const W = st.width;
    const narrow = isNarrow(W);
    const BOX = [52, 14, W - 12, 14 + (narrow ? 200 : 190)];
    const [left, top, right, bottom] = BOX;
    const x = linear([0, N], [left, right]);
    const y = linear([0, start * 1.06], [bottom, top]);
    const parts = [
      axes({
        words,
        x,
        y,
        box: BOX,
        xTicks: niceTicks(0, N, tickCount(right - left, 64)),
        yTicks: niceTicks(0, start * 1.06, 4),
        xFormat: (v) => num(v, 4),
        xLabel: TEXT.xLabel,
        yLabel: narrow ? null : TEXT.yLabel,
      }),
    ];
    const classes = ['pe-rope-decay-a', 'pe-rope-decay-b'];
    curves.forEach((values, j) => {
      parts.push(s('path', { class: `pe-fig-curve ${classes[j]}`, d: pathData(rs.map((r, i) => [x(r), y(values[i])])), 'data-base': bases[j] }));
    });
    let mark = null;
    if (marked) {
      parts.push(s('line', { class: 'pe-fig-period-line', x1: x(r0), x2: x(r0), y1: top, y2: bottom }));
      marked.forEach((v, j) => parts.push(s('circle', { class: `pe-rope-decay-dot ${classes[j]}-dot`, cx: x(r0), cy: y(v), r: 4, 'data-value': v })));
      mark = s('text', { class: 'pe-fig-note', x: x(r0), y: bottom - 6, direction: 'ltr' }, TEXT.offsetMark(r0));
      parts.push(mark);
    }
    const keyTop = bottom + 40;
    const key = s('g', { class: 'pe-fig-key', transform: `translate(${left} ${keyTop})` });
    bases.forEach((base, j) => {
      const kx = narrow ? 0 : j * 170;
      const ky = narrow ? j * 20 : 0;
      key.append(
        s('line', { class: `pe-fig-curve ${classes[j]}`, x1: kx, x2: kx + 26, y1: ky + 8 - 4, y2: ky + 8 - 4 }),
        s('text', { class: 'pe-fig-tick', x: kx + 32, y: ky + 8 }, TEXT.key(base)),
      );
    });
    parts.push(key);
    // The offset's mark beside its line, clear of both curves and their dots (from the foot of the
    // line up).
    const lines = curves.map((values) => rs.map((r, i) => [x(r), y(values[i])]));
    const dots = marked ? marked.map((v) => ({ left: x(r0) - 5, right: x(r0) + 5, top: y(v) - 5, bottom: y(v) + 5 })) : [];
    drawSvg(svg, W, keyTop + (narrow ? 36 : 16), parts, () =>
      mark &&
      placeLabels({
        labels: [{ text: mark, x: x(r0), y: bottom, prefer: 'above' }],
        curves: lines,
        obstacles: [...dots, { left: x(r0) - 1, right: x(r0) + 1, top, bottom }],
        bounds: [left + 2, top + 2, right - 2, bottom - 2],
      }),
    );

    const D = Math.min(st.decimals, 6);
    const halfAt = (values) => {
      const j = values.findIndex((v) => v <= start / 2);
      return j < 0 ? null : rs[j];
    };
    text.replaceChildren(
      mathParagraph('pe-rope-decay-formula', TEXT.formulaLead, { f: TEXT.formula }, TEXT.formulaMid, { f: TEXT.sum }, TEXT.formulaTail(d)),
      h('p', {}, `${TEXT.start(d, num(start))} ${bases.map((base, j) => TEXT.half(base, halfAt(curves[j]))).join(' ')}`),
    );
    const checkpoints = [0];
    for (let r = 1; r <= N; r *= 4) checkpoints.push(r);
    if (checkpoints[checkpoints.length - 1] !== N) checkpoints.push(N);
    if (marked && !checkpoints.includes(r0)) checkpoints.push(r0);
    checkpoints.sort((p, q) => p - q);
    table.replaceChildren(
      miniTable(
        'pe-rope-decay-table',
        TEXT.tableCaption,
        TEXT.tableHeads(...bases),
        h(
          'tbody',
          {},
          checkpoints.map((r) =>
            h('tr', { 'data-r': r }, h('th', { scope: 'row' }, local(words, plain(r))), bases.map((base) => h('td', { 'data-value': bound(r, base) }, local(words, dec(bound(r, base), D))))),
          ),
        ),
      ),
    );
    svg.setAttribute(
      'aria-label',
      TEXT.label({
        d,
        a: bases[0],
        b: bases[1],
        n: N,
        startValue: num(start),
        endA: num(curves[0][count - 1], 4),
        endB: num(curves[1][count - 1], 4),
        offsetText: marked ? TEXT.labelOffset(r0, num(marked[0], 4), num(marked[1], 4)) : '',
      }),
    );
    setText(shell.caption, TEXT.caption(d, bases[0], bases[1], N));
    setText(desc, TEXT.desc);
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
