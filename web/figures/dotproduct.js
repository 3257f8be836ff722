// Figure 4: PE(p₀ + Δ)·PE(p₀) against the offset Δ from −N to N, for two different p₀. The dot
// products are summed here from the core's table rows (not from the identity), so the two curves
// lying on each other shows that the value depends only on the offset; the identity
// Σ_k cos(ω_k Δ) (core.dot) is printed beside them, and the markers at ±Δ show the symmetry.
import {
  local,
  axes,
  coreOpts,
  dec,
  describedSvg,
  drawSvg,
  isNarrow,
  tickCount,
  figureHandle,
  figureShell,
  h,
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
} from './common.js';
import { exact } from '../core/index.js';

const { dotProduct, exactly } = exact;

const SPANS = [8, 16, 64, 256, 1024];
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'offset', 'decimals', 'width'];

export function createDotProduct({ core, words }) {
  const L = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const shell = figureShell('dot', words, 'figure-dot-title');
  const { element } = shell;
  let span = 64;
  const spanSelect = h(
    'select',
    { class: 'pe-dot-span' },
    SPANS.map((n) => words.bind(h('option', { value: n, selected: n === span }), 'figure-dot-span-option', () => ({ low: L(`−${n}`), high: L(String(n)) }))),
  );
  spanSelect.addEventListener('change', () => {
    span = Number(spanSelect.value);
    renderer.refresh();
  });
  const controls = h('div', { class: 'pe-fig-toolbar' }, labelled(words.bind(h('span'), 'figure-dot-span'), spanSelect));
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const numbers = scrollBox(words, 'figure-dot-numbers-region', 'pe-dot-numbers');
  element.append(controls, svg, numbers, desc, shell.error);

  let row = new Float64Array(0);

  // Σ_i PE(p₀ + Δ_j)_i · PE(p₀)_i for evenly spaced Δ_j = first + j·step, from table rows computed in
  // bounded chunks (evenly spaced positions take the core's fast path).
  function dotsAgainst(p0, first, step, count, opts) {
    const d = opts.dModel;
    const ref = core.table([p0], opts);
    const out = new Float64Array(count);
    const rows = Math.max(1, Math.floor(Math.min(core.limits.maxTableValues, 1 << 19) / d));
    if (row.length < rows * d) row = new Float64Array(rows * d);
    for (let start = 0; start < count; start += rows) {
      const n = Math.min(rows, count - start);
      const positions = new Float64Array(n);
      for (let j = 0; j < n; j++) positions[j] = p0 + first + (start + j) * step;
      core.tableInto(row, positions, opts);
      for (let j = 0; j < n; j++) {
        let sum = 0;
        const base = j * d;
        for (let i = 0; i < d; i++) sum += row[base + i] * ref[i];
        out[start + j] = sum;
      }
    }
    return out;
  }

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const d = st.dModel;
    const delta = st.offset;
    const N = Math.max(span, Math.ceil(Math.abs(delta) * 1.1));
    // Samples a power of two apart (exact in binary, so evenly spaced), at most `budget` of them.
    const budget = Math.max(33, Math.min(401, Math.floor((400 * 1024) / d)));
    const step = 2 ** Math.ceil(Math.log2((2 * N) / (budget - 1)));
    const count = Math.floor((2 * N) / step) + 1;
    const deltas = Array.from({ length: count }, (_, j) => -N + j * step);
    const pA = st.positions.length ? st.positions[0] : 0;
    const pB = pA + 1000;
    const a = dotsAgainst(pA, -N, step, count, opts);
    const b = dotsAgainst(pB, -N, step, count, opts);
    let gap = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = 0; j < count; j++) {
      gap = Math.max(gap, Math.abs(a[j] - b[j]));
      lo = Math.min(lo, a[j], b[j]);
      hi = Math.max(hi, a[j], b[j]);
    }
    // The identity Σ_k cos(ω_k Δ), from the core, at the marked offsets and at nine checkpoints.
    const at = (p0, dd) => core.dot(p0 + dd, p0, opts);
    const plus = [at(pA, delta), at(pB, delta)];
    const minusV = [at(pA, -delta), at(pB, -delta)];
    let identity = 0;
    for (let c = 0; c <= 8; c++) {
      const j = Math.round(((count - 1) * c) / 8);
      identity = Math.max(identity, Math.abs(a[j] - core.dot(deltas[j], 0, opts)));
    }

    // In CSS pixels at the figure's width; on a phone the plot keeps its height and the key is stacked.
    const W = st.width;
    const narrow = isNarrow(W);
    const stack = W < 600;
    const BOX = [44, 22, W - 12, 22 + (narrow ? 196 : 178)];
    const [left, top, right, bottom] = BOX;
    const padY = (hi - lo) * 0.08 || 1;
    const x = linear([-N, N], [left, right]);
    const y = linear([lo - padY, hi + padY], [bottom, top]);
    const parts = [
      axes({
        words,
        x,
        y,
        box: BOX,
        xTicks: niceTicks(-N, N, tickCount(right - left, 64)),
        yTicks: niceTicks(lo - padY, hi + padY, 5),
        xFormat: (v) => num(v, 4),
        xLabel: t('figure-dot-x-label'),
      }),
    ];
    const half = d / 2;
    parts.push(
      // The zero line only where 0 is on the plot (for a wide d_model the curve stays far above it).
      lo - padY <= 0 && 0 <= hi + padY ? s('line', { class: 'pe-fig-zero', x1: left, x2: right, y1: y(0), y2: y(0) }) : null,
    );
    const ptsA = deltas.map((dd, j) => [x(dd), y(a[j])]);
    const ptsB = deltas.map((dd, j) => [x(dd), y(b[j])]);
    parts.push(
      s('path', { class: 'pe-dot-a', d: pathData(ptsA), 'data-p0': pA }),
      s('path', { class: 'pe-dot-b', d: pathData(ptsB), 'data-p0': pB }),
    );
    // Markers at +Δ and −Δ.
    for (const [dd, val, cls] of [
      [delta, plus[0], 'pe-dot-mark-plus'],
      [-delta, minusV[0], 'pe-dot-mark-minus'],
    ]) {
      const xx = x(dd);
      parts.push(
        s('line', { class: `pe-dot-mark ${cls}`, x1: xx, x2: xx, y1: top, y2: bottom }),
        s('circle', { class: `pe-dot-mark-dot ${cls}`, cx: xx, cy: y(val), r: 4.5, 'data-value': val }),
      );
    }
    parts.push(
      s('text', { class: 'pe-fig-note', x: x(delta), y: top - 7, 'text-anchor': 'middle', direction: 'ltr' }, `Δ = ${L(num(delta, 4))}`),
      delta !== 0 ? s('text', { class: 'pe-fig-note pe-fig-optional', x: x(-delta), y: top - 7, 'text-anchor': 'middle' }, `−Δ`) : null,
      // The key: in one line, or stacked on a phone.
      s(
        'g',
        { class: 'pe-fig-key', transform: `translate(${left} ${bottom + 40})` },
        s('line', { class: 'pe-dot-a', x1: 0, x2: 26, y1: 8, y2: 8 }),
        s('text', { class: 'pe-fig-tick', x: 32, y: 12, direction: 'ltr' }, `p₀ = ${L(plain(pA))}`),
        s('line', { class: 'pe-dot-b', x1: stack ? 0 : 130, x2: stack ? 26 : 156, y1: stack ? 28 : 8, y2: stack ? 28 : 8 }),
        s('text', { class: 'pe-fig-tick', x: stack ? 32 : 162, y: stack ? 32 : 12, direction: 'ltr' }, `p₀ = ${L(plain(pB))}`),
        s('text', { class: 'pe-fig-tick', x: stack ? 0 : 290, y: stack ? 52 : 12, direction: words.dir }, t('figure-dot-key-peak', { half: L(String(half)) })),
      ),
    );
    drawSvg(svg, W, bottom + 40 + (stack ? 60 : 20), parts);

    const D = st.decimals;
    // The core's dot products are within half an ulp and d_model·1e-21 of the exact sums.
    const exactDot = (p0, dd, v) => exactly(core, dotProduct(p0 + dd, p0, st), Math.abs(v) * 2 ** -52 + d * 1e-21);
    const dots = [
      [pA, L(dec(plus[0], D, exactDot(pA, delta, plus[0]))), L(dec(minusV[0], D, exactDot(pA, -delta, minusV[0])))],
      [pB, L(dec(plus[1], D, exactDot(pB, delta, plus[1]))), L(dec(minusV[1], D, exactDot(pB, -delta, minusV[1])))],
    ];
    numbers.replaceChildren(
      miniTable(
        '',
        'PE(p₀ + Δ)·PE(p₀)',
        ['p₀', `Δ = ${L(num(delta))}`, `Δ = ${L(num(-delta))}`],
        h(
          'tbody',
          {},
          dots.map(([p0, v1, v2]) => h('tr', {}, h('th', { scope: 'row' }, L(plain(p0))), h('td', { class: 'pe-dot-plus' }, v1), h('td', { class: 'pe-dot-minus' }, v2))),
        ),
      ),
    );
    svg.setAttribute(
      'aria-label',
      t('figure-dot-label', {
        low: L(`−${N}`),
        high: L(String(N)),
        pA: L(plain(pA)),
        pB: L(plain(pB)),
        gap: L(num(gap, 2)),
        half: L(String(half)),
        delta: L(num(Math.abs(delta))),
        value: dots[0][1],
      }),
    );
    setText(
      shell.caption,
      t('figure-dot-caption', { pA: L(plain(pA)), pB: L(plain(pB)), d: L(String(d)) }),
    );
    setText(
      desc,
      t(identity === 0 ? 'figure-dot-desc-exact' : 'figure-dot-desc-within', { gap: L(num(gap, 2)), identity: L(num(identity, 2)) }),
    );
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
