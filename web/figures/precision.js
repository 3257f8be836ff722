// Panel 8: the same table in float32, as frameworks often compute it (ω rounded to float32, the
// product pos·ω rounded to float32, sin and cos rounded to float32), and in float64 the naive way
// NumPy's code in the lesson does it (div_term = exp(2k·(−log(base)/d_model)), then sin and cos of the
// float64 product pos·div_term), beside the exact values this core gives; both errors grow with the
// position, float64's about 5·10⁸ times later. A warning appears when positions are so large that
// a float64 angle is uncertain beyond the decimals shown: ulp(pos·ω₀)/2 > 0.5·10^(−decimals).
import { coordinateRole, exact } from '../core/index.js';
import {
  local,
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
const FURTHER = [1234, 98765, 12345678, 123456789012345]; // not round: round numbers hide errors by luck
// Positions 1 … 10¹⁵, three per decade; each is measured with a neighbour that is not a round number
// (·1.0419, + 3) and the worse of the two kept, so lucky round numbers don't draw dips.
const DECADES = 15;
const DECADE_STEPS = Array.from({ length: 3 * DECADES + 1 }, (_, j) => 10 ** (j / 3));
const NEIGHBOURS = [(p) => Math.round(p), (p) => Math.round(p * 1.0419) + 3];
const SWEEP = DECADE_STEPS.flatMap((p) => NEIGHBOURS.map((f) => f(p)));
const FLOOR = 1e-17; // where an error of exactly 0 is drawn
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'decimals', 'width'];

// Two significant digits, for errors (exact: as num's).
const sci = (v, exactValue) => num(v, 2, exactValue);

export function createPrecision({ core, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const n = (v) => words.n(String(v));
  const shell = figureShell('precision', words, 'figure-precision-title');
  const { element } = shell;
  const tables = scrollBox(words, 'figure-precision-region', 'pe-pr-tables');
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const warning = h('p', { class: 'pe-fig-warning', role: 'status', hidden: true });
  element.append(warning, tables, svg, desc, shell.error);

  const sweepCache = { key: '', f32: [], f64: [] };

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const d = st.dModel;
    const pairs = d / 2;
    const bound = core.limits.maxValueError;
    const omega32 = new Float64Array(pairs);
    for (let k = 0; k < pairs; k++) omega32[k] = Math.fround(core.frequency(k, opts));
    // NumPy's div_term, as the lesson's code computes it: exp(arange(0, d, 2) * -(log(base) / d)).
    // (Libraries' exp and log differ in the last bit or two: the naive values then differ a little
    // at large positions, the size of their error does not.)
    const factor = -(Math.log(st.base) / d);
    const divTerm = Float64Array.from({ length: pairs }, (_, k) => Math.exp(2 * k * factor));
    const roles = Array.from({ length: d }, (_, i) => coordinateRole(i, st));
    const f32 = (pos, i) => {
      const { pair: k, isSine } = roles[i];
      const a = Math.fround(Math.fround(pos) * omega32[k]);
      return Math.fround(isSine ? Math.sin(a) : Math.cos(a));
    };
    const f64 = (pos, i) => {
      const { pair: k, isSine } = roles[i];
      const a = pos * divTerm[k];
      return isSine ? Math.sin(a) : Math.cos(a);
    };
    // The largest |computed − exact| in a row (against the core's values, within 1e-15 of exact), and
    // the coordinate where it is.
    const rowError = (fn, pos, row, offset) => {
      let worst = 0;
      let at = 0;
      for (let i = 0; i < d; i++) {
        const e = Math.abs(fn(pos, i) - row[offset + i]);
        if (e > worst) [worst, at] = [e, i];
      }
      return { worst, at };
    };
    // |computed − exact| for one value, with two significant digits of the exact difference.
    const errorText = (computed, pos, i, v) => {
      const difference = exact.sum(computed, exact.product(-1, exact.coordinate(pos, i, st))); // computed − PE
      const e = computed - v;
      if (Math.abs(e) > 1e-13) {
        return sci(Math.abs(e), exact.exactly(core, e < 0 ? exact.product(-1, difference) : difference, bound + exact.rounded(e, 1)));
      }
      // Within the core's error of 0: the digits come from the exact difference alone, looked for
      // 17 decimals at a time (the core writes at most 18 digits; |difference| < 1.1·10⁻¹³ here).
      let power = -30;
      let fine = core.exactDigits(difference, power);
      while (fine === '0' && power > -290) {
        power -= 17;
        fine = core.exactDigits(difference, power);
      }
      if (fine === '0') return '0';
      const magnitude = fine.replace('-', '').length - 1 + power; // the power of ten of its first digit
      const digits = core.exactDigits(difference, magnitude - 1).replace('-', '');
      return num(Number(`${digits}e${magnitude - 1}`), 2);
    };

    // The tables: the listed positions, then a few further out.
    const listed = (st.positions.length ? st.positions : [0]).slice(0, MAX_ROWS);
    const maxListed = Math.max(...listed.map(Math.abs));
    const further = FURTHER.filter((p) => p > maxListed);
    const rowsPos = [...listed, ...further];
    const t64 = core.table(rowsPos, opts);
    const cols = Math.min(d, MAX_COORDS);
    const D = st.decimals;
    const exactText = (p, i, v) => dec(v, D, exact.exactly(core, exact.coordinate(p, i, st), bound));
    // cell(p, i, v64) → [text, changed]; rowExtra(p, rowIndex) → text of an extra last column
    const matrix = (title, cls, cell, extra, rowExtra) =>
      miniTable(
        `pe-pr-table ${cls}`,
        title,
        [t('figure-head-pos'), Array.from({ length: cols }, (_, i) => n(i)), d > cols ? '…' : null, extra],
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
                    h('th', { scope: 'row' }, N(plain(p))),
                    Array.from({ length: cols }, (_, i) => {
                      const [text, changed] = cell(p, i, t64[row * d + i]);
                      return h('td', { class: changed ? 'pe-pr-changed' : null }, N(text));
                    }),
                    d > cols ? h('td', {}, '…') : null,
                    rowExtra ? h('td', { class: 'pe-pr-rowmax' }, N(rowExtra(p, row))) : null,
                  );
                }),
              )
            : null,
        ),
      );
    const rowMaxText = (fn) => (p, row) => {
      const { worst, at } = rowError(fn, p, t64, row * d);
      return errorText(fn(p, at), p, at, t64[row * d + at]);
    };
    const differs = (fn) => (p, i, v) => dec(fn(p, i), D) !== exactText(p, i, v);
    tables.replaceChildren(
      matrix(t('figure-precision-exact'), 'pe-pr-f64', (p, i, v) => [exactText(p, i, v), false]),
      matrix(t('figure-precision-float32'), 'pe-pr-f32', (p, i, v) => [dec(f32(p, i), D), differs(f32)(p, i, v)]),
      matrix(t('figure-precision-float64'), 'pe-pr-f64n', (p, i, v) => [dec(f64(p, i), D), differs(f64)(p, i, v)]),
      matrix(
        t('figure-precision-error32'),
        'pe-pr-diff',
        (p, i, v) => [errorText(f32(p, i), p, i, v), differs(f32)(p, i, v)],
        d > cols ? t('figure-precision-max-of', { d: n(d) }) : t('figure-precision-max'),
        rowMaxText(f32),
      ),
      matrix(
        t('figure-precision-error64'),
        'pe-pr-diff64',
        (p, i, v) => [errorText(f64(p, i), p, i, v), differs(f64)(p, i, v)],
        d > cols ? t('figure-precision-max-of', { d: n(d) }) : t('figure-precision-max'),
        rowMaxText(f64),
      ),
    );

    // The errors against position over fifteen decades.
    // Depends on d_model, base and layout only: kept while positions or decimals change.
    const sweepKey = `${d}|${st.base}|${st.layout}`;
    if (sweepCache.key !== sweepKey) {
      const sweep = core.table(SWEEP, opts);
      const worstOf = (fn) => {
        const each = SWEEP.map((p, r) => ({ ...rowError(fn, p, sweep, r * d), p, value: sweep[r * d] }));
        return DECADE_STEPS.map((_, j) =>
          each.slice(j * NEIGHBOURS.length, (j + 1) * NEIGHBOURS.length).reduce((a, b) => (b.worst > a.worst ? b : a)),
        );
      };
      sweepCache.f32 = worstOf(f32);
      sweepCache.f64 = worstOf(f64);
      for (const list of [sweepCache.f32, sweepCache.f64]) {
        for (const e of list) e.v = sweep[SWEEP.indexOf(e.p) * d + e.at];
      }
      sweepCache.key = sweepKey;
    }
    const errors = sweepCache.f32.map((e) => e.worst);
    const errors64 = sweepCache.f64.map((e) => e.worst);
    // A decade's worst error, written from its exact value.
    const sweepText = (list, j, fn) => errorText(fn(list[j].p, list[j].at), list[j].p, list[j].at, list[j].v);
    // In CSS pixels at the figure's width; fewer position decades labelled on a phone.
    const W = st.width;
    const BOX = [64, 16, W - 96, 206];
    const [left, top, right, bottom] = BOX;
    const decadeStep = right - left < 300 ? 5 : right - left < 420 ? 3 : 2;
    const x = logScale([1, 10 ** DECADES], [left, right]);
    const y = logScale([FLOOR, 10], [bottom, top]);
    const yy = (v) => y(Math.max(FLOOR, v));
    const threshold = 0.5 * 10 ** -D;
    const g = axes({
      words,
      x,
      y,
      box: BOX,
      xTicks: decadeTicks(1, 10 ** DECADES).filter((_, j) => j % decadeStep === 0),
      yTicks: decadeTicks(FLOOR, 10).filter((_, j) => j % 2 === 0),
      xFormat: powerOfTen,
      yFormat: (t) => (t === FLOOR ? '0' : powerOfTen(t)),
      xLabel: t('figure-precision-x-label'),
      yLabel: t('figure-precision-y-label'),
    });
    // A guide's label, centred over its line but never reaching left of the plot into the y axis's
    // labels (on a phone the plot is narrow): 44 px is about half the label's width.
    const guideLabelX = (p) => Math.max(x(p), left + 44);
    const line = (fn, cls, data) => s('path', { class: cls, d: pathData(DECADE_STEPS.map((p, j) => [x(p), yy(fn(p, j))])), ...data });
    const parts = [
      g,
      s('line', { class: 'pe-pr-threshold', x1: left, x2: right, y1: y(threshold), y2: y(threshold) }),
      s('text', { class: 'pe-pr-label pe-pr-threshold-label', x: right + 4, y: y(threshold), 'dominant-baseline': 'middle', direction: 'ltr' }, `½·${N(powerOfTen(10 ** -D))}`),
      line((p) => ulp32(p) / 2, 'pe-pr-guide32'),
      line((p) => ulp(p) / 2, 'pe-pr-guide64'),
      line((p, j) => errors[j], 'pe-pr-error', { 'data-max-error': Math.max(...errors) }),
      line((p, j) => errors64[j], 'pe-pr-error64', { 'data-max-error': Math.max(...errors64) }),
      s('text', { class: 'pe-pr-label pe-pr-error-label', x: right + 4, y: yy(errors[errors.length - 1]), 'dominant-baseline': 'middle', translate: 'no' }, 'float32'),
      s('text', { class: 'pe-pr-label pe-pr-error64-label', x: right + 4, y: yy(errors64[errors64.length - 1]) + 12, 'dominant-baseline': 'middle', translate: 'no' }, 'float64'),
      s('text', { class: 'pe-pr-label pe-pr-guide32-label', x: guideLabelX(1e4), y: yy(ulp32(1e4) / 2) - 8, 'text-anchor': 'middle', direction: 'ltr', translate: 'no' }, '½ ulp₃₂(pos)'),
      s('text', { class: 'pe-pr-label pe-pr-guide64-label', x: guideLabelX(1e9), y: yy(ulp(1e9) / 2) - 8, 'text-anchor': 'middle', direction: 'ltr', translate: 'no' }, '½ ulp₆₄(pos)'),
    ];
    // The listed positions on both curves.
    const listedRows = core.table(listed, opts);
    listed.forEach((p, r) => {
      if (Math.abs(p) < 1) return;
      const e = rowError(f32, p, listedRows, r * d).worst;
      const e64 = rowError(f64, p, listedRows, r * d).worst;
      parts.push(
        s('circle', { class: 'pe-pr-listed', cx: x(Math.abs(p)), cy: yy(e), r: 4, 'data-pos': p, 'data-error': e }),
        s('circle', { class: 'pe-pr-listed pe-pr-listed64', cx: x(Math.abs(p)), cy: yy(e64), r: 4, 'data-pos': p, 'data-error': e64 }),
      );
    });
    drawSvg(svg, W, 262, parts);

    // Where each starts to change the shown digits, and whether a float64 angle can at all.
    const firstBad = DECADE_STEPS.find((p, j) => errors[j] > threshold);
    const firstBad64 = DECADE_STEPS.find((p, j) => errors64[j] > threshold);
    const omega0 = core.frequency(0, opts);
    const worstPos = listed.reduce((a, p) => (Math.abs(p) > Math.abs(a) ? p : a), 0);
    const halfUlp = ulp(worstPos * omega0) / 2;
    const uncertain = halfUlp > threshold;
    warning.hidden = !uncertain;
    if (uncertain) {
      setText(
        warning,
        t('figure-precision-warning', {
          pos: N(plain(worstPos)),
          angle: N(num(worstPos * omega0)),
          spacing: N(sci(2 * halfUlp)),
          half: N(sci(halfUlp)),
          place: n(D),
          threshold: N(sci(threshold)),
        }),
      );
    } else setText(warning, '');
    const near = (list, fn, j) => N(sweepText(list, j, fn));
    const crossed = (p) => (p ? N(plain(Math.round(p))) : '');
    svg.setAttribute(
      'aria-label',
      t('figure-precision-label', {
        e32a: near(sweepCache.f32, f32, 9),
        e32b: near(sweepCache.f32, f32, 15),
        e32c: near(sweepCache.f32, f32, 21),
        e64a: near(sweepCache.f64, f64, 21),
        e64b: near(sweepCache.f64, f64, 36),
        e64c: near(sweepCache.f64, f64, 45),
        place: n(D),
        cross32: firstBad ? 'yes' : 'no',
        at32: crossed(firstBad),
        cross64: firstBad64 ? 'yes' : 'no',
        at64: crossed(firstBad64),
      }),
    );
    setText(
      desc,
      t('figure-precision-desc', {
        cross32: firstBad ? 'yes' : 'no',
        at32: crossed(firstBad),
        cross64: firstBad64 ? 'yes' : 'no',
        at64: crossed(firstBad64),
        decimals: D,
        decimalsText: n(D),
        e64: near(sweepCache.f64, f64, 45),
      }),
    );
    setText(
      shell.caption,
      t('figure-precision-caption', { d: n(d), base: N(plain(st.base)) }),
    );
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
