// Panel 7: a learned table of max_len rows has no row for a position at or past max_len; the formula
// computes one anyway. Computable is not the same as generalised.
import { pairCoordinates } from '../core/index.js';
import {
  local,
  coreOpts,
  dec,
  figureHandle,
  figureShell,
  h,
  labelled,
  linear,
  memoisedRenderer,
  num,
  pathData,
  plain,
  s,
  setText,
  describedSvg,
  drawSvg,
} from './common.js';
import { exact } from '../core/index.js';
import { signKey } from '../kit/index.js';

const { coordinate, exactly, frequency, nearest } = exact;

const MAX_COORDS = 4;
const DEPENDS = ['dModel', 'base', 'layout', 'maxLen', 'decimals', 'origin', 'positions', 'width'];

export function createLearned({ core, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const shell = figureShell('learned', words, 'figure-learned-title');
  const { element } = shell;
  let query = null; // null: the first position past the table
  // A whole position, which may be negative: phones' digit pad (iOS: digits only; Android: a number
  // pad) and the ± key beside it for the minus.
  const input = h('input', { type: 'number', step: 1, class: 'pe-fig-num pe-ln-query', inputmode: 'numeric' });
  input.addEventListener('input', () => {
    const v = input.valueAsNumber;
    if (Number.isFinite(v)) {
      query = v;
      renderer.refresh();
    }
  });
  const controls = h('div', { class: 'pe-fig-toolbar' }, labelled(words.bind(h('span'), 'figure-learned-look-up'), input, signKey(words, input)));
  const moral = h('p', { class: 'pe-ln-moral' });
  const svg = describedSvg(moral);
  const results = h('div', { class: 'pe-ln-results' });
  element.append(controls, svg, results, moral, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const n = st.maxLen;
    const nText = words.n(String(n));
    const lastText = words.n(String(n - 1));
    const d = st.dModel;
    const q = query ?? Math.max(n, ...st.positions.filter((p) => p >= n));
    if (input.valueAsNumber !== q) input.value = String(q);
    const qText = N(plain(q));
    const inTable = Number.isInteger(q) && q >= 0 && q < n;
    const cols = Math.min(d, MAX_COORDS);
    const row = core.table([q], opts);
    // Digits that are the exact values' (format.js): the core's doubles within maxValueError of them.
    const values = Array.from({ length: cols }, (_, i) =>
      N(dec(row[i], st.decimals, exactly(core, coordinate(q, i, st), core.limits.maxValueError))));
    const vec = `[${values.join(', ')}${d > cols ? ', …' : ''}]`;

    // Two tracks along the position axis: the table's rows, and the formula's curve.
    const end = Math.max(n, q) * 1.18 + 1;
    const start = Math.min(0, q) - (q < 0 ? end * 0.05 : 0);
    // In CSS pixels at the figure's width. Wide: the track names stand left of the tracks; on a
    // phone they stand above them, so the tracks keep the whole width.
    const W = Math.min(st.width, 640);
    const narrow = W < 480;
    const LEFT = narrow ? 8 : 118;
    const RIGHT = W - (narrow ? 10 : 28);
    const t1 = narrow ? 48 : 40;
    const t2 = narrow ? 118 : 96;
    const H = narrow ? 150 : 132;
    const x = linear([start, end], [LEFT, RIGHT]);
    // The pair whose wavelength is nearest a third of the axis gives a visible wave along the formula track.
    // λ_k = 2π·b^(2k/d), so the pair nearest a wavelength λ is k ≈ (d/2)·log_b(λ/2π).
    const target = (end - start) / 3;
    const k = Math.max(0, Math.min(d / 2 - 1, Math.round((d / 2) * (Math.log(target / (2 * Math.PI)) / Math.log(st.base)))));
    const omega = core.frequency(k, opts);
    const { sine: iSin } = pairCoordinates(k, st);
    const samples = 400;
    const wave = [];
    for (let j = 0; j <= samples; j++) {
      const p = start + ((end - start) * j) / samples;
      wave.push([x(p), t2 - 12 * Math.sin(omega * p)]);
    }
    const qx = x(q);
    // The verdicts beside the query line: on its right, or on its left near the right edge.
    const side = qx > RIGHT - 80 ? { x: qx - 8, 'text-anchor': 'end' } : { x: qx + 8 };
    const parts = [
      narrow
        ? s('text', { class: 'pe-fig-tick', x: LEFT, y: t1 - 18 }, t('figure-learned-track-table'))
        : s('text', { class: 'pe-fig-tick', x: LEFT - 10, y: t1, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, t('figure-learned-track-table')),
      narrow
        ? s('text', { class: 'pe-fig-tick', x: LEFT, y: t2 - 22 }, t('figure-learned-track-formula'))
        : s('text', { class: 'pe-fig-tick', x: LEFT - 10, y: t2, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, t('figure-learned-track-formula')),
      s('rect', { class: 'pe-ln-rows', x: x(0), y: t1 - 12, width: x(n) - x(0), height: 24, 'data-rows': n }),
      s('rect', { class: 'pe-ln-empty', x: x(n), y: t1 - 12, width: RIGHT - x(n), height: 24 }),
      s('text', { class: 'pe-ln-rows-label', x: (x(0) + x(n)) / 2, y: t1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', direction: 'ltr' }, t('figure-learned-rows', { first: words.n('0'), last: lastText })),
      x(n) < RIGHT - 70 ? s('text', { class: 'pe-fig-note pe-fig-muted pe-fig-optional', x: (x(n) + RIGHT) / 2, y: t1, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, t('figure-learned-no-rows')) : null,
      s('path', { class: 'pe-ln-wave', d: pathData(wave) }),
      s('line', { class: 'pe-ln-query-line', x1: qx, x2: qx, y1: 16, y2: H - 6 }),
      // Its top clear of the drawing's top edge (the text's ascent is above its baseline).
      s('text', { class: 'pe-fig-note', x: qx, y: 13, 'text-anchor': qx > RIGHT - 60 ? 'end' : 'middle' }, t('figure-learned-pos', { pos: qText })),
      s('text', { class: inTable ? 'pe-ln-ok' : 'pe-ln-bad', ...side, y: t1 - 16 }, t(inTable ? 'figure-learned-row' : 'figure-learned-no-row')),
      s('text', { class: 'pe-ln-ok', ...side, y: t2 - 18 }, t('figure-learned-computed')),
      s('circle', { class: 'pe-ln-query-dot', cx: qx, cy: t2 - 12 * Math.sin(omega * q), r: 4 }),
    ];
    drawSvg(svg, W, H, parts);
    svg.setAttribute(
      'aria-label',
      t('figure-learned-label', { last: lastText, pos: qText, row: inTable ? 'yes' : 'no' }),
    );

    results.replaceChildren(
      h(
        'p',
        { class: inTable ? 'pe-ln-learned-ok' : 'pe-ln-learned-bad', 'data-has-row': String(inTable) },
        h('b', {}, t('figure-learned-table-lead')),
        inTable
          ? t('figure-learned-row-exists', { pos: qText })
          : t('figure-learned-lookup-fails', { pos: qText, rows: nText, last: lastText, between: Number.isInteger(q) ? 'no' : 'yes' }),
      ),
      h(
        'p',
        { class: 'pe-ln-formula' },
        h('b', {}, t('figure-learned-formula-lead')),
        h('span', { dir: 'ltr' }, `PE(${qText}) = ${vec}`),
        h(
          'span',
          { class: 'pe-fig-muted' },
          t('figure-learned-wave', { k: words.n(String(k)), i: words.n(String(iSin)), omega: N(num(omega, 6, exactly(core, frequency(k, st), nearest(omega)))) }),
        ),
      ),
    );
    setText(
      moral,
      t('figure-learned-moral', { pos: qText, one: words.n('1'), low: N('−1'), high: N('1'), rows: nText }),
    );
    setText(shell.caption, t('figure-learned-caption', { rows: nText, pos: qText }));
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
