// Figure 2: the sine and the cosine of one pair k as smooth curves over position, the listed
// positions as dots carrying the core's values, and one period 2π/ω_k marked.
import { pairCoordinates } from '../core/index.js';
import {
  axes,
  coreOpts,
  dec,
  describedSvg,
  drawSvg,
  isNarrow,
  local,
  tickCount,
  figureHandle,
  figureShell,
  h,
  linear,
  memoisedRenderer,
  miniTable,
  newId,
  niceTicks,
  num,
  pairControl,
  pathData,
  plain,
  radioButtons,
  s,
  scrollBox,
  setText,
  sub,
} from './common.js';
import { exact } from '../core/index.js';
import { placeLabels } from './label-place.js';

const MAX_DOTS = 400;
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'pair', 'decimals', 'origin', 'width'];

export function createWaves({ core, emit, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const shell = figureShell('waves', words, 'figure-waves-title');
  const { element } = shell;
  const pair = pairControl(emit, words);
  let view = 'period';
  const { labels: viewRadios } = radioButtons(
    [
      ['period', ' ', words.bind(h('span'), 'figure-waves-view-period')],
      ['positions', ' ', words.bind(h('span'), 'figure-waves-view-positions')],
    ],
    (value) => {
      view = value;
      renderer.refresh();
    },
    view,
  );
  const controls = h(
    'div',
    { class: 'pe-fig-toolbar' },
    pair.element,
    words.bind(h('span', { class: 'pe-fig-control', role: 'radiogroup' }, viewRadios), 'figure-waves-range', undefined, 'aria-label'),
  );
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const tableBox = scrollBox(words, 'figure-waves-values-region');
  element.append(controls, svg, desc, tableBox, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const k = st.pair;
    const d = st.dModel;
    const omega = core.frequency(k, opts);
    const period = core.wavelength(k, opts);
    const { sine: iSin, cosine: iCos } = pairCoordinates(k, st);
    // Digits that are the exact values' (format.js): ω_k and λ_k the doubles nearest theirs, the
    // values within the core's maxValueError of theirs.
    const omegaText = num(omega, 6, exact.exactly(core, exact.frequency(k, st), exact.nearest(omega)));
    const periodText0 = num(period, 6, exact.exactly(core, exact.wavelength(k, st), exact.nearest(period)));
    const valueText = (p, i, value, decimals) =>
      N(dec(value, decimals, exact.exactly(core, exact.coordinate(p, i, st), core.limits.maxValueError)));
    pair.set(k, d / 2, t('figure-omega-note', { k: sub(k), omega: N(omegaText) }));

    const listed = st.positions.slice(0, MAX_DOTS);
    const dots = listed.map((p) => ({ p, sin: core.coordinate(p, iSin, opts), cos: core.coordinate(p, iCos, opts) }));
    const pMin = listed.length ? Math.min(...listed) : 0;
    const pMax = listed.length ? Math.max(...listed) : 0;
    const markStart = pMin;
    let x0 = pMin;
    let x1 = view === 'period' ? Math.max(pMax, pMin + period) : pMax;
    if (x1 - x0 < 1e-9) {
      x0 -= 1;
      x1 += 1;
    }
    const pad = (x1 - x0) * 0.04;
    x0 -= pad;
    x1 += pad;
    // Drawn in CSS pixels at the figure's width: on a phone the plot keeps its height (taller than
    // wide), has fewer ticks, and its key is stacked.
    const W = st.width;
    const narrow = isNarrow(W);
    const BOX = [36, 26, W - 12, 26 + (narrow ? 196 : 174)];
    const [left, top, right, bottom] = BOX;
    const x = linear([x0, x1], [left, right]);
    const y = linear([-1.2, 1.2], [bottom, top]);

    const cycles = (x1 - x0) / period;
    const samples = Math.max(240, Math.min(4000, Math.ceil(cycles * 48)));
    const sinPts = new Array(samples + 1);
    const cosPts = new Array(samples + 1);
    for (let j = 0; j <= samples; j++) {
      const pos = x0 + ((x1 - x0) * j) / samples;
      const a = omega * pos;
      sinPts[j] = [x(pos), y(Math.sin(a))];
      cosPts[j] = [x(pos), y(Math.cos(a))];
    }

    const parts = [];
    parts.push(
      axes({
        x,
        y,
        words,
        box: BOX,
        xTicks: niceTicks(x0, x1, tickCount(right - left, 80)),
        yTicks: [-1, 0, 1],
        xFormat: (v) => num(v, 4),
        yFormat: (v) => num(v),
        xLabel: t('figure-waves-x-label'),
      }),
    );
    const clipId = newId('clip');
    parts.push(s('clipPath', { id: clipId }, s('rect', { x: left, y: top, width: right - left, height: bottom - top })));
    const plot = s('g', { 'clip-path': `url(#${clipId})` });
    parts.push(plot);

    // One period, from the first listed position.
    const markEnd = markStart + period;
    const mx0 = x(markStart);
    const inView = markEnd <= x1;
    const mx1 = inView ? x(markEnd) : right;
    const my = top + 12;
    plot.append(
      s('line', { class: 'pe-fig-period-line', x1: mx0, x2: mx0, y1: top, y2: bottom }),
      inView ? s('line', { class: 'pe-fig-period-line', x1: mx1, x2: mx1, y1: top, y2: bottom }) : null,
      s('line', { class: 'pe-fig-period', x1: mx0, x2: mx1, y1: my, y2: my, 'data-period': String(period) }),
      s('path', { class: 'pe-fig-period-head', d: `M${mx0 + 7} ${my - 4}L${mx0} ${my}L${mx0 + 7} ${my + 4}` }),
      inView ? s('path', { class: 'pe-fig-period-head', d: `M${mx1 - 7} ${my - 4}L${mx1} ${my}L${mx1 - 7} ${my + 4}` }) : null,
    );
    const periodText = t('figure-waves-period', { k: sub(k), period: N(periodText0), end: inView ? 'in' : narrow ? 'arrow' : 'beyond' });
    parts.push(
      s('text', { class: 'pe-fig-note', x: Math.max(left + 4, Math.min((mx0 + mx1) / 2, right - 4)), y: top - 6, 'text-anchor': (mx0 + mx1) / 2 > right - 120 ? 'end' : (mx0 + mx1) / 2 < left + 120 ? 'start' : 'middle', direction: 'ltr' }, periodText),
    );

    plot.append(
      s('path', { class: 'pe-fig-curve pe-fig-sin', d: pathData(sinPts), 'data-curve': 'sin' }),
      s('path', { class: 'pe-fig-curve pe-fig-cos', d: pathData(cosPts), 'data-curve': 'cos' }),
    );

    // Dots, and their values when there is room for them.
    const spacing = dots.length > 1 ? Math.min(...dots.slice(1).map((dt, j) => Math.abs(x(dt.p) - x(dots[j].p)))) : Infinity;
    const labelDecimals = Math.min(st.decimals, 6);
    const labelled = dots.length <= 12 && spacing >= labelDecimals * 7 + 18;
    const dotLayer = s('g', { class: 'pe-fig-dots' });
    const leaders = s('g', { class: 'pe-fig-leaders' });
    const valueLabels = [];
    const markers = [];
    // The period's dashed lines are kept clear too.
    const periodLines = [mx0, inView ? mx1 : null].filter((v) => v !== null).map((v) => ({ left: v - 1, right: v + 1, top, bottom }));
    for (const dt of dots) {
      const px = x(dt.p);
      dotLayer.append(
        s('circle', { class: 'pe-fig-dot pe-fig-sin-dot', cx: px, cy: y(dt.sin), r: 4, 'data-pos': dt.p, 'data-value': dt.sin }),
        s('rect', { class: 'pe-fig-dot pe-fig-cos-dot', x: px - 3.5, y: y(dt.cos) - 3.5, width: 7, height: 7, 'data-pos': dt.p, 'data-value': dt.cos }),
      );
      markers.push({ left: px - 5, right: px + 5, top: y(dt.sin) - 5, bottom: y(dt.sin) + 5 }, { left: px - 5, right: px + 5, top: y(dt.cos) - 5, bottom: y(dt.cos) + 5 });
      if (labelled) {
        // Each value on the side of its dot away from the other curve's dot, then wherever is free.
        const sinText = s('text', { class: 'pe-fig-value pe-fig-optional pe-fig-sin-text', x: px + 6, y: y(dt.sin) }, valueText(dt.p, iSin, dt.sin, labelDecimals));
        const cosText = s('text', { class: 'pe-fig-value pe-fig-optional pe-fig-cos-text', x: px + 6, y: y(dt.cos) }, valueText(dt.p, iCos, dt.cos, labelDecimals));
        dotLayer.append(sinText, cosText);
        valueLabels.push(
          { text: sinText, x: px, y: y(dt.sin), prefer: dt.sin >= dt.cos ? 'above' : 'below' },
          { text: cosText, x: px, y: y(dt.cos), prefer: dt.cos > dt.sin ? 'above' : 'below' },
        );
      }
    }
    parts.push(leaders, dotLayer);

    // Key: side by side, or one entry under the other on a phone.
    const [cx, cy] = narrow ? [0, 20] : [170, 0];
    parts.push(
      s(
        'g',
        { class: 'pe-fig-key', transform: `translate(${left} ${bottom + 40})` },
        s('line', { class: 'pe-fig-curve pe-fig-sin', x1: 0, x2: 24, y1: 8, y2: 8 }),
        s('circle', { class: 'pe-fig-dot pe-fig-sin-dot', cx: 12, cy: 8, r: 4 }),
        s('text', { class: 'pe-fig-tick', x: 30, y: 12, direction: 'ltr' }, t('figure-waves-key-sin', { i: words.n(String(iSin)) })),
        s('line', { class: 'pe-fig-curve pe-fig-cos', x1: cx, x2: cx + 24, y1: cy + 8, y2: cy + 8 }),
        s('rect', { class: 'pe-fig-dot pe-fig-cos-dot', x: cx + 8.5, y: cy + 4.5, width: 7, height: 7 }),
        s('text', { class: 'pe-fig-tick', x: cx + 30, y: cy + 12, direction: 'ltr' }, t('figure-waves-key-cos', { i: words.n(String(iCos)) })),
      ),
    );
    // The values are placed once the SVG is drawn and their sizes known: clear of both curves, the
    // dots, each other and the plot's edges.
    drawSvg(svg, W, bottom + 40 + cy + 20, parts, () =>
      placeLabels({ labels: valueLabels, curves: [sinPts, cosPts], obstacles: [...markers, ...periodLines], bounds: [left, top + 20, right, bottom], leaders }),
    );

    const first = dots.slice(0, 4).map((dt) =>
      t('figure-waves-label-value', { pos: N(plain(dt.p)), sin: valueText(dt.p, iSin, dt.sin, labelDecimals), cos: valueText(dt.p, iCos, dt.cos, labelDecimals) }),
    );
    svg.setAttribute(
      'aria-label',
      t('figure-waves-label', {
        k: words.n(String(k)),
        omega: N(omegaText),
        from: N(num(x0 + pad, 4)),
        to: N(num(x1 - pad, 4)),
        period: N(periodText0),
        values: first.join(t('figure-list-separator')),
        more: dots.length > 4 ? 'yes' : 'no',
      }),
    );
    setText(
      shell.caption,
      t('figure-waves-caption', {
        ksub: sub(k),
        k: words.n(String(k)),
        sin: words.n(String(iSin)),
        cos: words.n(String(iCos)),
        layout: st.layout,
        base: N(plain(st.base)),
        d: words.n(String(d)),
        omega: N(omegaText),
      }),
    );
    const turns = listed.length > 1 ? (pMax - pMin) / period : 0;
    const repeat = t('figure-waves-desc', { k: sub(k), period: N(periodText0) });
    const cover =
      listed.length > 1
        ? t('figure-waves-desc-cover', {
            turns: N(num(turns, 3, exact.exactly(core, exact.quotient(exact.sum(pMax, -pMin), exact.wavelength(k, st)), exact.rounded(turns, 3)))),
            movement: turns > 0.5 ? 'long' : turns > 0.05 ? 'visible' : 'barely',
          })
        : '';
    setText(desc, cover ? `${repeat} ${cover}` : repeat);

    // The values, as a small table (the data behind the dots).
    const shown = dots.slice(0, 8);
    const table = miniTable(
      '',
      dots.length > shown.length
        ? t('figure-waves-table-caption-first', { shown: words.n(String(shown.length)), total: words.n(String(st.positions.length)) })
        : t('figure-waves-table-caption'),
      [t('figure-head-pos'), t('figure-waves-head-sin', { i: words.n(String(iSin)) }), t('figure-waves-head-cos', { i: words.n(String(iCos)) })],
      h(
        'tbody',
        {},
        shown.map((dt) =>
          h('tr', {}, h('th', { scope: 'row' }, N(plain(dt.p))), h('td', {}, valueText(dt.p, iSin, dt.sin, st.decimals)), h('td', {}, valueText(dt.p, iCos, dt.cos, st.decimals))),
        ),
      ),
    );
    tableBox.replaceChildren(table);
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
