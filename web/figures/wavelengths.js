// Figure 5: the wavelength ladder λ_k = 2π/ω_k of every pair on a log scale, against a chosen context
// length, for the current base and a comparison base (100 against 10000 by default), with
// λ_max = 2π·b^((d−2)/d) written out with its numbers.
import {
  local,
  axes,
  coreOpts,
  decadeTicks,
  describedSvg,
  drawSvg,
  tickCount,
  figureHandle,
  figureShell,
  h,
  labelled,
  linear,
  logScale,
  memoisedRenderer,
  niceTicks,
  num,
  numberControl,
  plain,
  powerOfTen,
  s,
  setText,
} from './common.js';
import { exact } from '../core/index.js';

const DEPENDS = ['dModel', 'base', 'contextLength', 'layout', 'width'];
const MAX_MARKS = 1024; // more pairs than this: an even sample of them is drawn

export function createWavelengths({ core, emit, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const n = (v) => words.n(String(v));
  const shell = figureShell('wavelengths', words, 'figure-wavelengths-title');
  const { element } = shell;
  const context = numberControl(emit, 'contextLength', words.bind(h('span'), 'figure-wavelengths-context'), { step: 1, min: 1 });
  // Never negative (min 0): the decimal pad, no ± key.
  const compareInput = h('input', { type: 'number', step: 'any', min: 0, class: 'pe-fig-num pe-wl-compare', inputmode: 'decimal' });
  let compareBase = null; // null: 100 against a large base, 10000 otherwise
  compareInput.addEventListener('input', () => {
    const v = compareInput.valueAsNumber;
    if (Number.isFinite(v) && v > 1) {
      compareBase = v;
      renderer.refresh();
    }
  });
  const controls = h('div', { class: 'pe-fig-toolbar' }, context.element, labelled(words.bind(h('span'), 'figure-wavelengths-compare'), compareInput));
  const formula = h('div', { class: 'pe-wl-formula' });
  const svg = describedSvg(formula);
  element.append(controls, svg, formula, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  // λ_k from the core for the pairs drawn (all of them up to MAX_MARKS pairs, an even sample beyond),
  // and how many pairs are longer than L (λ_k grows with k, so a binary search finds the first one).
  function ladder(base, d, L) {
    const opts = { dModel: d, base };
    const pairs = d / 2;
    const stride = Math.max(1, Math.ceil(pairs / MAX_MARKS));
    const ks = [];
    for (let k = 0; k < pairs; k += stride) ks.push(k);
    if (ks[ks.length - 1] !== pairs - 1) ks.push(pairs - 1);
    const lambdas = ks.map((k) => core.wavelength(k, opts));
    let lo = 0;
    let hi = pairs; // first k with λ_k > L lies in [lo, hi]
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (core.wavelength(mid, opts) > L) hi = mid;
      else lo = mid + 1;
    }
    return { ks, lambdas, first: lambdas[0], lmax: lambdas[lambdas.length - 1], over: pairs - lo, stride };
  }

  function draw(st) {
    const d = st.dModel;
    const L = st.contextLength;
    core.validateSettings(coreOpts(st));
    const pairs = d / 2;
    const other = compareBase ?? (st.base > 1000 ? 100 : 10000);
    if (compareInput.valueAsNumber !== other) compareInput.value = String(other);
    context.set(L);
    const main = ladder(st.base, d, L);
    const cmp = ladder(other, d, L);
    // Digits that are the exact values' (format.js): the core's wavelengths are the doubles nearest
    // theirs; a quotient of one adds a rounding, and the division by 2π Math.PI's own.
    const slowest = (base) => exact.wavelength(pairs - 1, { dModel: d, base });
    const lambdaText = (base, k, value, digits = 6) =>
      N(num(value, digits, exact.exactly(core, exact.wavelength(k, { dModel: d, base }), exact.nearest(value))));
    const series = [
      { base: st.base, lad: main, cls: 'pe-wl-main' },
      { base: other, lad: cmp, cls: 'pe-wl-cmp' },
    ];
    const lo = Math.min(main.first, cmp.first, L) / 1.8;
    const hi = Math.max(main.lmax, cmp.lmax, L) * 1.8;
    // In CSS pixels at the figure's width. Wide: the end labels stand right of the plot; on a phone
    // they become a stacked key under it, and the context label sits inside the plot.
    const W = st.width;
    const narrow = W < 560;
    const BOX = [60, 18, narrow ? W - 12 : W - 120, 240];
    const [left, top, right, bottom] = BOX;
    const x = linear([-0.5, Math.max(0.5, pairs - 0.5)], [left, right]);
    const y = logScale([lo, hi], [bottom, top]);
    const kTicks = pairs <= 8 ? Array.from({ length: pairs }, (_, j) => j) : niceTicks(0, pairs - 1, tickCount(right - left, 48)).filter(Number.isInteger);
    const parts = [
      axes({
        words,
        x,
        y,
        box: BOX,
        xTicks: kTicks,
        yTicks: decadeTicks(lo, hi),
        xFormat: String,
        yFormat: powerOfTen,
        xGrid: false,
        xLabel: t('figure-wavelengths-x-label', { layout: st.layout }),
        yLabel: t('figure-wavelengths-y-label'),
      }),
    ];

    // The context length.
    parts.push(
      s('line', { class: 'pe-wl-context', x1: left, x2: right, y1: y(L), y2: y(L), 'data-context': L }),
      narrow
        ? s('text', { class: 'pe-wl-context-label', x: right - 4, y: y(L) - 6, 'text-anchor': 'end', direction: 'ltr' }, t('figure-wavelengths-context-mark', { context: N(plain(L)) }))
        : s('text', { class: 'pe-wl-context-label', x: right + 6, y: y(L), 'dominant-baseline': 'middle', direction: 'ltr' }, t('figure-wavelengths-context-mark', { context: N(plain(L)) })),
    );

    // The two ladders: one path per series and kind (longer or not longer than L), so that even
    // 8192 pairs cost four elements.
    const r = pairs <= 16 ? 4.5 : pairs <= 128 ? 3 : pairs <= 512 ? 2 : 1.2;
    for (const [j, { base, lad, cls }] of series.entries()) {
      const layer = s('g', { class: `pe-wl-series ${cls}`, 'data-base': base, 'data-over': lad.over });
      const shapes = { long: [], short: [] };
      lad.ks.forEach((k, j) => {
        const cx = x(k);
        const cy = y(lad.lambdas[j]);
        const mark =
          cls === 'pe-wl-main'
            ? `M${(cx - r).toFixed(2)} ${cy.toFixed(2)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
            : `M${(cx - r * 0.8).toFixed(2)} ${(cy - r * 0.8).toFixed(2)}h${1.6 * r}v${1.6 * r}h${-1.6 * r}z`;
        shapes[lad.lambdas[j] > L ? 'long' : 'short'].push(mark);
      });
      for (const kind of ['short', 'long']) {
        if (shapes[kind].length) {
          layer.append(s('path', { class: `pe-wl-mark pe-wl-${kind}`, d: shapes[kind].join(''), 'data-count': shapes[kind].length }));
        }
      }
      const endText = `b = ${N(plain(base))}: ${lambdaText(base, pairs - 1, lad.lmax, 5)}`;
      if (narrow) {
        // A key line: the series' mark, then its longest wavelength.
        const ky = bottom + 50 + j * 20;
        const mark =
          cls === 'pe-wl-main'
            ? `M${left - 4.5} ${ky - 4}a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0`
            : `M${left - 3.6} ${ky - 7.6}h7.2v7.2h-7.2z`;
        layer.append(
          s('path', { class: 'pe-wl-keymark', d: mark }),
          s('text', { class: 'pe-wl-end', x: left + 10, y: ky, direction: 'ltr' }, `b = ${N(plain(base))}: λ_max = ${lambdaText(base, pairs - 1, lad.lmax, 5)}`),
        );
      } else {
        layer.append(s('text', { class: 'pe-wl-end', x: right + 6, y: y(lad.lmax), 'dominant-baseline': 'middle', direction: 'ltr' }, endText));
      }
      parts.push(layer);
    }
    // End labels must not overlap each other or the context label.
    drawSvg(svg, W, narrow ? bottom + 50 + 2 * 20 : 290, parts, narrow ? null : spreadLabels);

    const lines = series.map(({ base, lad }) => {
      const { lmax, over } = lad;
      const power = lmax / (2 * Math.PI);
      const ratio = L / lmax;
      const ratioText = N(num(ratio, 3, exact.exactly(core, exact.quotient(L, slowest(base)), exact.rounded(ratio, 2))));
      const verdict = t(lmax > L ? 'figure-wavelengths-longer' : 'figure-wavelengths-shorter', {
        context: N(plain(L)),
        ratio: ratioText,
        over: n(over),
        pairs: n(pairs),
      });
      const powerText = N(num(power, 6, exact.exactly(core, exact.basePower(d - 2, { dModel: d, base }), exact.rounded(power, 3))));
      return { base, lmax, power: powerText, verdict, over };
    });
    formula.replaceChildren(
      h('p', { class: 'pe-wl-general' }, h('span', { dir: 'ltr' }, 'λ', h('sub', {}, 'max'), ' = 2π · b', h('sup', {}, '(d−2)/d')), t('figure-wavelengths-general', { last: n(pairs - 1) })),
      ...lines.map(({ base, lmax, power, verdict }) =>
        h(
          'p',
          { class: 'pe-wl-line-text', 'data-base': base, 'data-lambda-max': lmax },
          h('b', {}, t('figure-wavelengths-base', { base: N(plain(base)) })),
          h('span', { dir: 'ltr' }, 'λ', h('sub', {}, 'max'), ` = 2π · ${N(plain(base))}`, h('sup', {}, `${n(d - 2)}/${n(d)}`)),
          t('figure-wavelengths-line', { power, lambda: lambdaText(base, pairs - 1, lmax), verdict }),
        ),
      ),
    );
    svg.setAttribute(
      'aria-label',
      t('figure-wavelengths-label', {
        pairs: n(pairs),
        base: N(plain(st.base)),
        first: lambdaText(st.base, 0, main.first),
        last: lambdaText(st.base, pairs - 1, main.lmax),
        other: N(plain(other)),
        otherLast: lambdaText(other, pairs - 1, cmp.lmax),
        context: N(plain(L)),
        over: lines[0].over,
        overText: n(lines[0].over),
        otherOver: lines[1].over,
        otherOverText: n(lines[1].over),
      }),
    );
    setText(
      shell.caption,
      t(main.stride > 1 ? 'figure-wavelengths-caption-sample' : 'figure-wavelengths-caption', {
        d: n(d),
        base: N(plain(st.base)),
        other: N(plain(other)),
        stride: n(main.stride),
        context: N(plain(L)),
      }),
    );
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}

// Moves right-hand labels apart vertically (at least 13 units).
function spreadLabels(svg) {
  const labels = [...svg.querySelectorAll('.pe-wl-end, .pe-wl-context-label')];
  const items = labels.map((el) => ({ el, y: Number(el.getAttribute('y')) })).sort((a, b) => a.y - b.y);
  for (let j = 1; j < items.length; j++) if (items[j].y - items[j - 1].y < 13) items[j].y = items[j - 1].y + 13;
  for (const it of items) it.el.setAttribute('y', String(it.y));
}
