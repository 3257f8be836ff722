// Panel 8: the same table in float32, as frameworks often compute it (ω rounded to float32, the
// product pos·ω rounded to float32, sin and cos rounded to float32), beside the core's float64
// values; the error grows with position. A warning appears when positions are so large that even a
// float64 angle is uncertain beyond the decimals shown: ulp(pos·ω₀)/2 > 0.5·10^(−decimals).
import { coordinateRole } from '../core/index.js';
import {
  axes,
  coreOpts,
  dec,
  decadeTicks,
  describedSvg,
  drawSvg,
  figureHandle,
  figureShell,
  h,
  logScale,
  memoisedRenderer,
  miniTable,
  num,
  pathData,
  plain,
  powerOfTen,
  s,
  scrollBox,
  setText,
  ulp,
  ulp32,
} from './common.js';

const MAX_ROWS = 6;
const MAX_COORDS = 4;
const FURTHER = [1234, 98765, 12345678]; // not round: round numbers hide float32 error by luck
// Positions 1 … 10¹², three per decade; each is measured with a neighbour that is not a round number
// (·1.0419, + 3) and the worse of the two kept, so lucky round numbers don't draw dips.
const DECADE_STEPS = Array.from({ length: 37 }, (_, j) => 10 ** (j / 3));
const NEIGHBOURS = [(p) => Math.round(p), (p) => Math.round(p * 1.0419) + 3];
const SWEEP = DECADE_STEPS.flatMap((p) => NEIGHBOURS.map((f) => f(p)));
const FLOOR = 1e-17; // where an error of exactly 0 is drawn
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'decimals', 'width'];

// Two significant digits, for errors.
const sci = (v) => num(v, 2);

export function createPrecision({ core }) {
  const shell = figureShell('precision', 'float32 against float64.');
  const { element } = shell;
  const tables = scrollBox('float64 and float32 tables', 'pe-pr-tables');
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const warning = h('p', { class: 'pe-fig-warning', role: 'status', hidden: true });
  element.append(warning, tables, svg, desc, shell.error);

  const sweepCache = { key: '', errors: [] };

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const d = st.dModel;
    const pairs = d / 2;
    const omega32 = new Float64Array(pairs);
    for (let k = 0; k < pairs; k++) omega32[k] = Math.fround(core.frequency(k, opts));
    const roles = Array.from({ length: d }, (_, i) => coordinateRole(i, st));
    const f32 = (pos, i) => {
      const { pair: k, isSine } = roles[i];
      const a = Math.fround(Math.fround(pos) * omega32[k]);
      return Math.fround(isSine ? Math.sin(a) : Math.cos(a));
    };
    const rowError = (pos, row, offset) => {
      let worst = 0;
      for (let i = 0; i < d; i++) worst = Math.max(worst, Math.abs(f32(pos, i) - row[offset + i]));
      return worst;
    };

    // The tables: the listed positions, then a few further out.
    const listed = (st.positions.length ? st.positions : [0]).slice(0, MAX_ROWS);
    const maxListed = Math.max(...listed.map(Math.abs));
    const further = FURTHER.filter((p) => p > maxListed);
    const rowsPos = [...listed, ...further];
    const t64 = core.table(rowsPos, opts);
    const cols = Math.min(d, MAX_COORDS);
    const D = st.decimals;
    // cell(p, i, v64) → [text, changed]; rowExtra(p, rowIndex) → text of an extra last column
    const matrix = (title, cls, cell, extra, rowExtra) =>
      miniTable(
        `pe-pr-table ${cls}`,
        title,
        ['pos', Array.from({ length: cols }, (_, i) => `${i}`), d > cols ? '…' : null, extra],
        [listed, further].map((group, g) =>
          group.length
            ? h(
                'tbody',
                { class: g ? 'pe-pr-further' : '' },
                group.map((p, r) => {
                  const row = g ? listed.length + r : r;
                  return h(
                    'tr',
                    { 'data-pos': p },
                    h('th', { scope: 'row' }, plain(p)),
                    Array.from({ length: cols }, (_, i) => {
                      const [text, changed] = cell(p, i, t64[row * d + i]);
                      return h('td', { class: changed ? 'pe-pr-changed' : null }, text);
                    }),
                    d > cols ? h('td', {}, '…') : null,
                    rowExtra ? h('td', { class: 'pe-pr-rowmax' }, rowExtra(p, row)) : null,
                  );
                }),
              )
            : null,
        ),
      );
    const shownDiffers = (p, i, v) => dec(f32(p, i), D) !== dec(v, D);
    tables.replaceChildren(
      matrix('float64 (this core)', 'pe-pr-f64', (p, i, v) => [dec(v, D), false]),
      matrix('float32 (ω, pos·ω, sin/cos rounded); changed digits marked', 'pe-pr-f32', (p, i, v) => [dec(f32(p, i), D), shownDiffers(p, i, v)]),
      matrix(
        '|float32 − float64|',
        'pe-pr-diff',
        (p, i, v) => [sci(Math.abs(f32(p, i) - v)), shownDiffers(p, i, v)],
        d > cols ? `max of ${d}` : 'max',
        (p, row) => sci(rowError(p, t64, row * d)),
      ),
    );

    // The error against position over twelve decades.
    // Depends on d_model, base and layout only: kept while positions or decimals change.
    const sweepKey = `${d}|${st.base}|${st.layout}`;
    if (sweepCache.key !== sweepKey) {
      const sweep = core.table(SWEEP, opts);
      const each = SWEEP.map((p, r) => rowError(p, sweep, r * d));
      sweepCache.errors = DECADE_STEPS.map((_, j) => Math.max(...each.slice(j * NEIGHBOURS.length, (j + 1) * NEIGHBOURS.length)));
      sweepCache.key = sweepKey;
    }
    const { errors } = sweepCache;
    // In CSS pixels at the figure's width; fewer position decades labelled on a phone.
    const W = st.width;
    const BOX = [64, 16, W - 62, 206];
    const [left, top, right, bottom] = BOX;
    const decadeStep = right - left < 300 ? 4 : right - left < 420 ? 3 : 2;
    const x = logScale([1, 1e12], [left, right]);
    const y = logScale([FLOOR, 10], [bottom, top]);
    const yy = (v) => y(Math.max(FLOOR, v));
    const threshold = 0.5 * 10 ** -D;
    const g = axes({
      x,
      y,
      box: BOX,
      xTicks: decadeTicks(1, 1e12).filter((_, j) => j % decadeStep === 0),
      yTicks: decadeTicks(FLOOR, 10).filter((_, j) => j % 2 === 0),
      xFormat: powerOfTen,
      yFormat: (t) => (t === FLOOR ? '0' : powerOfTen(t)),
      xLabel: 'position (log scale)',
      yLabel: 'largest error in the row',
    });
    const line = (fn, cls, data) => s('path', { class: cls, d: pathData(DECADE_STEPS.map((p, j) => [x(p), yy(fn(p, j))])), ...data });
    const parts = [
      g,
      s('line', { class: 'pe-pr-threshold', x1: left, x2: right, y1: y(threshold), y2: y(threshold) }),
      s('text', { class: 'pe-pr-label pe-pr-threshold-label', x: right + 4, y: y(threshold), 'dominant-baseline': 'middle' }, `½·${powerOfTen(10 ** -D)}`),
      line((p) => ulp32(p) / 2, 'pe-pr-guide32'),
      line((p) => ulp(p) / 2, 'pe-pr-guide64'),
      line((p, j) => errors[j], 'pe-pr-error', { 'data-max-error': Math.max(...errors) }),
      s('text', { class: 'pe-pr-label pe-pr-error-label', x: right + 4, y: yy(errors[errors.length - 1]), 'dominant-baseline': 'middle' }, 'float32'),
      s('text', { class: 'pe-pr-label pe-pr-guide32-label', x: x(1e4), y: yy(ulp32(1e4) / 2) - 8, 'text-anchor': 'middle' }, '½ ulp₃₂(pos)'),
      s('text', { class: 'pe-pr-label pe-pr-guide64-label', x: x(1e6), y: yy(ulp(1e6) / 2) - 8, 'text-anchor': 'middle' }, '½ ulp₆₄(pos)'),
    ];
    // The listed positions on the float32 curve.
    const listedRows = core.table(listed, opts);
    listed.forEach((p, r) => {
      if (Math.abs(p) < 1) return;
      const e = rowError(p, listedRows, r * d);
      parts.push(s('circle', { class: 'pe-pr-listed', cx: x(Math.abs(p)), cy: yy(e), r: 4, 'data-pos': p, 'data-error': e }));
    });
    drawSvg(svg, W, 262, parts);

    // Where float32 starts to change the shown digits, and whether even float64 does.
    const firstBad = DECADE_STEPS.find((p, j) => errors[j] > threshold);
    const omega0 = core.frequency(0, opts);
    const worstPos = listed.reduce((a, p) => (Math.abs(p) > Math.abs(a) ? p : a), 0);
    const halfUlp = ulp(worstPos * omega0) / 2;
    const uncertain = halfUlp > threshold;
    warning.hidden = !uncertain;
    if (uncertain) {
      setText(
        warning,
        `Position ${plain(worstPos)} is so large that neighbouring float64 numbers near the angle pos·ω₀ = ${num(worstPos * omega0)} are ${sci(2 * halfUlp)} apart. An angle stored as a float64 can be off by half of that, ${sci(halfUlp)}, more than half a unit in decimal place ${D} (${sci(threshold)}): the last shown decimals of the fast pairs cannot be trusted from float64 arithmetic, and code that works in float64 will disagree in them.`,
      );
    } else setText(warning, '');
    svg.setAttribute(
      'aria-label',
      `Largest float32 error in a row against position, log scales: about ${sci(errors[9])} near position 1000, ${sci(errors[15])} near 100000, ${sci(errors[21])} near 10 million; the line for half a unit in decimal place ${D} is crossed near position ${firstBad ? plain(Math.round(firstBad)) : 'none in range'}.`,
    );
    setText(
      desc,
      `float32 keeps about 7 significant digits, so the rounded angle pos·ω is off by up to half a float32 unit of the angle, which grows in proportion to the position (the dashed ½ ulp₃₂ line); beyond about 2²⁴ ≈ 1.7·10⁷ float32 cannot even hold every integer position. ${firstBad ? `With ${D} decimals shown, float32 changes the shown digits from about position ${plain(Math.round(firstBad))} on.` : ''} float64 has the same problem about 5·10⁸ times later (½ ulp₆₄).`,
    );
    setText(
      shell.caption,
      `The table in float32, as frameworks often compute it, beside float64, d_model = ${d}, base ${plain(st.base)}; the difference grows with position.`,
    );
  }

  return figureHandle(element, renderer.update);
}
