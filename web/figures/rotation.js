// Figure 3: a fixed offset Δ turns every pair's sub-vector by ω_k·Δ. The unit circle of pair k with
// the sub-vectors at p and p + Δ (drawn at (cos, sin), so angles run counter-clockwise), the arc of
// ω_k·Δ between them (clockwise for a negative Δ), and the 2×2 matrix with the core's numbers.
import { pairCoordinates } from '../core/index.js';
import {
  local,
  coreOpts,
  dec,
  figureHandle,
  figureShell,
  h,
  labelled,
  memoisedRenderer,
  newId,
  num,
  numberControl,
  pairControl,
  pathData,
  plain,
  s,
  setText,
  describedSvg,
  drawSvg,
  sub,
} from './common.js';
import { exact } from '../core/index.js';
import { offsetSlider } from './sliders.js';

// The drawing's size in CSS pixels: 320, or the figure's width on a narrower phone (set by each
// draw before anything below uses it).
let SIZE = 320;
let C = SIZE / 2;
let R = 118;
const TAU = 2 * Math.PI;
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'pair', 'offset', 'decimals', 'width'];

const pt = (angle, r = R) => [C + r * Math.cos(angle), C - r * Math.sin(angle)];

// Keeps a label next to its tip but inside the drawing (about 6.6 units per character).
function labelPlace([x, y], text) {
  const w = text.length * 6.6;
  if (x < C) return { x: Math.max(w + 2, x), y, 'text-anchor': 'end' };
  return { x: Math.min(SIZE - w - 2, x), y, 'text-anchor': 'start' };
}

function arrow(cls, [x2, y2], label, labelAt) {
  const ang = Math.atan2(y2 - C, x2 - C);
  const head = 10;
  const a1 = ang + Math.PI - 0.4;
  const a2 = ang + Math.PI + 0.4;
  return s(
    'g',
    { class: cls },
    s('line', { class: 'pe-rot-shaft', x1: C, y1: C, x2, y2 }),
    s('path', {
      class: 'pe-rot-head',
      d: `M${x2} ${y2}L${x2 + head * Math.cos(a1)} ${y2 + head * Math.sin(a1)}L${x2 + head * Math.cos(a2)} ${y2 + head * Math.sin(a2)}Z`,
    }),
    s('text', { class: 'pe-rot-label', ...labelPlace(labelAt, label), 'dominant-baseline': 'middle', direction: 'ltr' }, label),
  );
}

// A round inset, opposite the tips, showing the rim around them magnified (geometry kept: only
// scaled, never bent), with the arc of the turn between the two tips.
function magnifier({ thetaP, net, k, phiText, clipId, words }) {
  const mid = thetaP + net / 2;
  const ri = R * 0.45;
  const [ix, iy] = [C - 0.53 * R * Math.cos(mid), C + 0.53 * R * Math.sin(mid)];
  const gap = Math.max(R * Math.abs(net), 1e-9);
  const zoom = Math.max(2, Math.min(1e6, (ri * 0.9) / gap));
  const [mx, my] = pt(mid);
  const map = ([x, y]) => [ix + (x - mx) * zoom, iy + (y - my) * zoom];
  const span = (ri * 1.3) / (R * zoom); // angle covered by the inset
  const rim = [];
  for (let j = 0; j <= 40; j++) rim.push(map(pt(mid - span + (2 * span * j) / 40)));
  const arc = [];
  for (let j = 0; j <= 40; j++) arc.push(map(pt(thetaP + (net * j) / 40)));
  const tipP = map(pt(thetaP));
  const tipQ = map(pt(thetaP + net));
  // The shafts run from the tips towards the centre, i.e. along -radial.
  const inward = (a) => [ -Math.cos(a) * ri * 2, Math.sin(a) * ri * 2 ];
  const shaft = (tip, a, cls) => {
    const [dx, dy] = inward(a);
    return s('line', { class: `pe-rot-zoom-shaft ${cls}`, x1: tip[0], y1: tip[1], x2: tip[0] + dx, y2: tip[1] + dy });
  };
  const zoomText = local(words, zoom >= 100 ? Math.round(zoom).toString() : zoom.toFixed(0));
  const [hx, hy] = arc[arc.length - 1];
  const [px, py] = arc[arc.length - 3];
  const ang = Math.atan2(hy - py, hx - px);
  const head = `M${hx} ${hy}L${hx - 9 * Math.cos(ang - 0.45)} ${hy - 9 * Math.sin(ang - 0.45)}L${hx - 9 * Math.cos(ang + 0.45)} ${hy - 9 * Math.sin(ang + 0.45)}Z`;
  return [
    s('clipPath', { id: clipId }, s('circle', { cx: ix, cy: iy, r: ri })),
    s('circle', { class: 'pe-rot-zoom-bg', cx: ix, cy: iy, r: ri }),
    s(
      'g',
      { 'clip-path': `url(#${clipId})`, class: 'pe-rot-zoom' },
      s('path', { class: 'pe-rot-circle', d: pathData(rim) }),
      shaft(tipP, thetaP, 'pe-rot-from'),
      shaft(tipQ, thetaP + net, 'pe-rot-to'),
      s('path', { class: 'pe-rot-arc', d: pathData(arc) }),
      s('path', { class: 'pe-rot-arc-head', d: head }),
      s('circle', { class: 'pe-rot-zoom-tip pe-rot-from', cx: tipP[0], cy: tipP[1], r: 3.5 }),
      s('circle', { class: 'pe-rot-zoom-tip pe-rot-to', cx: tipQ[0], cy: tipQ[1], r: 3.5 }),
    ),
    s('circle', { class: 'pe-rot-zoom-ring', cx: ix, cy: iy, r: ri }),
    s('text', { class: 'pe-fig-tick', x: ix, y: iy + ri + 12, 'text-anchor': 'middle', direction: words.dir }, words.t('figure-rotation-zoom', { zoom: zoomText })),
    s('text', { class: 'pe-rot-angle', x: ix, y: iy - ri - 5, 'text-anchor': 'middle', direction: 'ltr' }, `ω${sub(k)}Δ = ${phiText}`),
  ];
}

function matrixTable(label, rows, cls = '') {
  return h(
    'table',
    { class: `pe-mat ${cls}`, 'aria-label': label, dir: 'ltr' },
    h('tbody', {}, rows.map((row) => h('tr', {}, row.map((cell) => h('td', {}, cell))))),
  );
}

export function createRotation({ core, emit, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const n = (v) => words.n(String(v));
  const shell = figureShell('rotation', words, 'figure-rotation-title');
  const { element } = shell;
  const pair = pairControl(emit, words);
  const offset = numberControl(emit, 'offset', words.bind(h('span'), 'figure-rotation-offset'), { step: 1, words });
  const offsetDrag = offsetSlider(offset, emit, words);
  const pSelect = h('select', { class: 'pe-rot-p' });
  let pIndex = 0;
  pSelect.addEventListener('change', () => {
    pIndex = Number(pSelect.value);
    renderer.refresh();
  });
  const controls = h('div', { class: 'pe-fig-toolbar' }, pair.element, offset.element, labelled(words.bind(h('span'), 'figure-rotation-start'), pSelect));

  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const clipId = newId('rot-clip'); // the magnifier's clip path
  const axesNote = h('p', { class: 'pe-fig-desc pe-fig-muted pe-rot-axes' });
  const math = h('div', { class: 'pe-rot-math' });
  element.append(controls, h('div', { class: 'pe-rot-body' }, h('div', { class: 'pe-rot-pic' }, svg, axesNote), math), desc, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const opts = coreOpts(st);
    const k = st.pair;
    const d = st.dModel;
    const delta = st.offset;
    const omega = core.frequency(k, opts);
    const { sine: iSin, cosine: iCos } = pairCoordinates(k, st);
    const omegaText = N(num(omega, 6, exact.exactly(core, exact.frequency(k, st), exact.nearest(omega))));
    pair.set(k, d / 2, t('figure-omega-note', { k: sub(k), omega: omegaText }));
    offset.set(delta);
    offsetDrag.set(delta);

    // Start position: one of the listed positions.
    const listed = st.positions.length ? st.positions.slice(0, 64) : [0];
    if (pIndex >= listed.length) pIndex = 0;
    const options = listed.map((p, j) => h('option', { value: j, selected: j === pIndex }, N(plain(p))));
    pSelect.replaceChildren(...options);
    const p = listed[pIndex];
    const q = p + delta;

    const P = N(plain(p));
    const Q = N(plain(q));
    const u = [core.coordinate(p, iSin, opts), core.coordinate(p, iCos, opts)];
    const v = [core.coordinate(q, iSin, opts), core.coordinate(q, iCos, opts)];
    const M = core.shiftMatrix(k, delta, opts);
    const Mu = [M[0][0] * u[0] + M[0][1] * u[1], M[1][0] * u[0] + M[1][1] * u[1]];
    const gap = Math.max(Math.abs(Mu[0] - v[0]), Math.abs(Mu[1] - v[1]));

    const thetaP = Math.atan2(u[0], u[1]); // drawn at (cos, sin)
    const thetaQ = Math.atan2(v[0], v[1]);
    const phi = omega * delta;
    const turns = phi / TAU;
    // Digits that are the exact values' (format.js): the angles are products of ω_k (the double
    // nearest its value) and a position, rounded once more; the table's doubles within maxValueError.
    const bound = core.limits.maxValueError;
    const angleText = (pos, value, digits) => N(num(value, digits, exact.exactly(core, exact.angle(pos, k, st), exact.rounded(value, 2))));
    const phiText = angleText(delta, phi, 4);
    const net = phi - TAU * Math.trunc(turns); // same sign as Δ, |net| < 2π

    SIZE = Math.max(240, Math.min(320, st.width));
    C = SIZE / 2;
    R = SIZE * 0.37;
    const parts = [
      s('circle', { class: 'pe-rot-circle', cx: C, cy: C, r: R }),
      s('line', { class: 'pe-fig-grid', x1: C - R - 14, x2: C + R + 14, y1: C, y2: C }),
      s('line', { class: 'pe-fig-grid', x1: C, x2: C, y1: C - R - 14, y2: C + R + 14 }),
    ];
    setText(axesNote, t('figure-rotation-axes', { cos: n(iCos), sin: n(iSin) }));

    // The arc of ω_k·Δ (net of whole turns), with its arrowhead.
    const rArc = R * 0.46;
    const steps = Math.max(8, Math.ceil((Math.abs(net) / TAU) * 160));
    const arcPts = [];
    for (let j = 0; j <= steps; j++) arcPts.push(pt(thetaP + (net * j) / steps, rArc));
    const end = thetaP + net;
    const dir = Math.sign(net) || 1;
    const [ex, ey] = pt(end, rArc);
    // Tangent of the drawn arc at its end (screen coordinates, y down).
    const tx = -Math.sin(end) * dir;
    const ty = -Math.cos(end) * dir;
    const headLen = Math.min(9, Math.abs(net) * rArc + 3);
    const nx = -ty;
    const ny = tx;
    parts.push(
      s('path', { class: 'pe-rot-arc', d: pathData(arcPts), 'data-sweep': dir > 0 ? 'counterclockwise' : 'clockwise', 'data-angle': String(phi) }),
      s('path', {
        class: 'pe-rot-arc-head',
        d: `M${ex} ${ey}L${ex - tx * headLen + nx * 4} ${ey - ty * headLen + ny * 4}L${ex - tx * headLen - nx * 4} ${ey - ty * headLen - ny * 4}Z`,
      }),
    );
    const mid = thetaP + net / 2;
    const [lx, ly] = pt(mid, rArc + 16);
    const magnify = R * Math.abs(net) < 40;
    parts.push(
      magnify ? null : s('text', { class: 'pe-rot-angle', x: lx, y: ly, 'text-anchor': Math.cos(mid) < -0.2 ? 'end' : Math.cos(mid) > 0.2 ? 'start' : 'middle', 'dominant-baseline': 'middle', direction: 'ltr' }, `ω${sub(k)}Δ = ${phiText}`),
    );

    // The two sub-vectors; labels pushed apart when the angles are close.
    const close = Math.abs(Math.atan2(Math.sin(thetaQ - thetaP), Math.cos(thetaQ - thetaP))) < 0.35;
    const labelP = pt(thetaP - (close ? 0.18 * dir : 0), R + 14);
    const labelQ = pt(thetaQ + (close ? 0.18 * dir : 0), R + 14);
    parts.push(
      arrow('pe-rot-from', pt(thetaP), `p = ${P}`, labelP),
      arrow('pe-rot-to', pt(thetaQ), `p + Δ = ${Q}`, labelQ),
    );
    // Small turns: a magnified view of the rim around the two tips, so the arc can be seen.
    if (magnify) parts.push(...magnifier({ thetaP, net, k, phiText, clipId, words }));
    drawSvg(svg, SIZE, SIZE, parts);

    const D = st.decimals;
    // A value with the exact value behind it and how far the double may be from that.
    const f = (x, quantity, b = bound) => N(dec(x, D, exact.exactly(core, quantity, b)));
    const cosPhi = exact.cosine(exact.angle(delta, k, st));
    const sinPhi = exact.sine(exact.angle(delta, k, st));
    const degrees = (phi * 180) / Math.PI;
    const turn = delta < 0 ? 'clockwise' : delta > 0 ? 'counter' : 'none';
    svg.setAttribute(
      'aria-label',
      t('figure-rotation-label', { k: n(k), p: P, q: Q, angleP: angleText(p, omega * p, 4), angleQ: angleText(q, omega * q, 4), turn, phi: phiText }),
    );

    const wholeTurns = Math.abs(Math.trunc(turns));
    math.replaceChildren(
      ...[
      h('p', { dir: 'ltr' }, t('figure-rotation-phi', { k: sub(k), omega: omegaText, delta: minusText(delta), phi: angleText(delta, phi, 6), degrees: N(num(degrees, 4, exact.exactly(core, exact.radiansAsDegrees(exact.angle(delta, k, st)), exact.rounded(degrees, 5)))) })),
      wholeTurns
        ? h('p', { class: 'pe-fig-muted' }, t('figure-rotation-turns', { turns: N(num(turns, 4, exact.exactly(core, exact.quotient(exact.angle(delta, k, st), exact.twoPi()), exact.rounded(turns, 4)))), whole: wholeTurns, wholeText: n(wholeTurns) }))
        : null,
      h(
        'div',
        { class: 'pe-mat-eq', dir: 'ltr' },
        matrixTable(t('figure-rotation-matrix'), [
          [f(M[0][0], cosPhi), f(M[0][1], sinPhi)],
          [f(M[1][0], exact.product(-1, sinPhi)), f(M[1][1], cosPhi)],
        ], 'pe-rot-matrix'),
        h('span', { class: 'pe-mat-op', 'aria-hidden': 'true' }, '×'),
        matrixTable(t('figure-rotation-vector-p', { p: P }), [[f(u[0], exact.coordinate(p, iSin, st))], [f(u[1], exact.coordinate(p, iCos, st))]], 'pe-rot-u'),
        h('span', { class: 'pe-mat-op', 'aria-hidden': 'true' }, '='),
        // Exactly, the matrix times the pair at p is the pair at p + Δ: within four of the core's errors.
        matrixTable(t('figure-rotation-vector-q', { q: Q }), [[f(Mu[0], exact.coordinate(exact.sum(p, delta), iSin, st), 4 * bound)], [f(Mu[1], exact.coordinate(exact.sum(p, delta), iCos, st), 4 * bound)]], 'pe-rot-v'),
      ),
      h(
        'p',
        { class: 'pe-fig-muted' },
        t(gap === 0 ? 'figure-rotation-rows' : 'figure-rotation-rows-within', { k: sub(k), sin: n(iSin), cos: n(iCos), q: Q, gap: N(num(gap, 2)) }),
      ),
      ].filter(Boolean),
    );
    setText(
      shell.caption,
      t('figure-rotation-caption', { k: n(k), ksub: sub(k), p: P, q: Q, phi: phiText, turn }),
    );
    setText(
      desc,
      t('figure-rotation-desc', { k: sub(k) }),
    );
  }

  const minusText = (v) => (v < 0 ? `(${N(plain(v))})` : N(plain(v)));

  return figureHandle(element, renderer.update, renderer.refresh);
}
