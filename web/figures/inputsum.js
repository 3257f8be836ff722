// Panel 6: the position vector is added once, at the input: x_i = E[t_i] + PE(i), with a few toy
// token embeddings, their PE rows from the core and the sums; a diagram shows the one addition
// before the first block and none inside the stack.
import {
  local,
  coreOpts,
  dec,
  figureHandle,
  figureShell,
  h,
  memoisedRenderer,
  miniTable,
  plain,
  s,
  scrollBox,
  setText,
  describedSvg,
  drawSvg,
  sub,
} from './common.js';
import { exact } from '../core/index.js';

const { coordinate, exactly, rounded, sum } = exact;

// Made-up embedding rows (two decimals), repeated to the model width: they stand for learned
// numbers. Row r belongs to the r-th different word of the example sentence
// (figure-input-example-words, "the cat sat on the mat" in English), so a word that comes twice
// has one row in every language.
const TOY = [
  [0.12, -0.35, 0.4, 0.07, -0.21, 0.3],
  [-0.44, 0.18, -0.09, 0.25, 0.33, -0.12],
  [0.27, 0.05, -0.31, -0.48, 0.14, 0.2],
  [-0.06, 0.41, 0.22, -0.17, -0.39, 0.08],
  [0.35, -0.22, -0.14, 0.36, 0.02, -0.45],
];
const MAX_TOKENS = 4;
const MAX_COORDS = 4;
const DEPENDS = ['dModel', 'base', 'layout', 'positions', 'origin', 'decimals', 'width'];

/** The example sentence's words, each with the row of its toy embedding. */
function exampleWords(words) {
  const list = words.t('figure-input-example-words').split(/\s+/).filter(Boolean);
  const distinct = [...new Set(list)];
  return list.map((word) => ({ word, row: TOY[distinct.indexOf(word) % TOY.length] }));
}

// The flow from tokens to the stack: in a row when the figure is 640 px wide or more (drawFlowRow),
// else in a column (drawFlowColumn, a phone), drawn in CSS pixels either way.
function drawFlowRow(svg, words) {
  const W = 640;
  const H = 118;
  const y = 40;
  const boxes = [
    [words.t('figure-input-tokens'), 10, 78, false],
    ['E[tᵢ]', 112, 70, false],
    [words.t('figure-input-block', { n: words.n('1') }), 304, 78, true],
    [words.t('figure-input-block', { n: words.n('2') }), 404, 78, true],
    ['…', 500, 30, true],
    [words.t('figure-input-block', { n: 'N' }), 552, 78, true],
  ];
  const parts = [];
  for (const [label, x, w, isBlock] of boxes) {
    if (label !== '…') parts.push(s('rect', { class: isBlock ? 'pe-in-block' : 'pe-in-box', x, y: y - 16, width: w, height: 32, rx: 5 }));
    parts.push(s('text', { class: 'pe-in-label', x: x + w / 2, y, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, label));
  }
  const arrowH = (x1, x2) => [
    s('line', { class: 'pe-in-arrow', x1, x2: x2 - 6, y1: y, y2: y }),
    s('path', { class: 'pe-in-head', d: `M${x2} ${y}L${x2 - 7} ${y - 4}L${x2 - 7} ${y + 4}Z` }),
  ];
  const plusX = 232;
  parts.push(
    ...arrowH(88, 112),
    ...arrowH(182, plusX - 14),
    s('circle', { class: 'pe-in-plus', cx: plusX, cy: y, r: 13 }),
    s('text', { class: 'pe-in-plus-text', x: plusX, y: y + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, '+'),
    ...arrowH(plusX + 13, 304),
    ...arrowH(382, 404),
    ...arrowH(482, 500),
    ...arrowH(530, 552),
    // PE(i) comes in from below, into the one addition.
    s('rect', { class: 'pe-in-pe', x: plusX - 36, y: 84, width: 72, height: 28, rx: 5 }),
    s('text', { class: 'pe-in-label', x: plusX, y: 98, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, 'PE(i)'),
    s('line', { class: 'pe-in-arrow pe-in-arrow-pe', x1: plusX, x2: plusX, y1: 84, y2: y + 20 }),
    s('path', { class: 'pe-in-head pe-in-head-pe', d: `M${plusX} ${y + 13}L${plusX - 4} ${y + 20}L${plusX + 4} ${y + 20}Z` }),
    s('text', { class: 'pe-fig-note', x: plusX + 44, y: 96 }, words.t('figure-input-added-once')),
    s('text', { class: 'pe-fig-note pe-fig-muted', x: 404, y: 84 }, words.t('figure-input-inside-stack-no-pe')),
    s('text', { class: 'pe-fig-note', x: plusX + 20, y: 16 }, 'xᵢ'),
  );
  drawSvg(svg, W, H, parts);
}

function drawFlowColumn(svg, words) {
  const cx = 60;
  const bw = 100;
  const parts = [];
  const box = (label, cy, cls) => {
    if (cls) parts.push(s('rect', { class: cls, x: cx - bw / 2, y: cy - 16, width: bw, height: 32, rx: 5 }));
    parts.push(s('text', { class: 'pe-in-label', x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, label));
  };
  const arrowV = (y1, y2) => parts.push(
    s('line', { class: 'pe-in-arrow', x1: cx, x2: cx, y1, y2: y2 - 6 }),
    s('path', { class: 'pe-in-head', d: `M${cx} ${y2}L${cx - 4} ${y2 - 7}L${cx + 4} ${y2 - 7}Z` }),
  );
  const plusY = 116;
  box(words.t('figure-input-tokens'), 20, 'pe-in-box');
  arrowV(36, 52);
  box('E[tᵢ]', 68, 'pe-in-box');
  arrowV(84, plusY - 13);
  parts.push(
    s('circle', { class: 'pe-in-plus', cx, cy: plusY, r: 13 }),
    s('text', { class: 'pe-in-plus-text', x: cx, y: plusY + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, '+'),
    // PE(i) comes in from the side, into the one addition.
    s('rect', { class: 'pe-in-pe', x: 124, y: plusY - 14, width: 72, height: 28, rx: 5 }),
    s('text', { class: 'pe-in-label', x: 160, y: plusY, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, 'PE(i)'),
    s('line', { class: 'pe-in-arrow pe-in-arrow-pe', x1: 124, x2: cx + 20, y1: plusY, y2: plusY }),
    s('path', { class: 'pe-in-head pe-in-head-pe', d: `M${cx + 13} ${plusY}L${cx + 20} ${plusY - 4}L${cx + 20} ${plusY + 4}Z` }),
    s('text', { class: 'pe-fig-note', x: 124, y: plusY + 32 }, words.t('figure-input-added-once')),
    s('text', { class: 'pe-fig-note', x: cx + 10, y: plusY + 32 }, 'xᵢ'),
  );
  arrowV(plusY + 13, 160);
  box(words.t('figure-input-block', { n: words.n('1') }), 176, 'pe-in-block');
  arrowV(192, 206);
  box(words.t('figure-input-block', { n: words.n('2') }), 222, 'pe-in-block');
  arrowV(238, 250);
  box('…', 260, null);
  arrowV(268, 282);
  box(words.t('figure-input-block', { n: 'N' }), 298, 'pe-in-block');
  parts.push(
    s('text', { class: 'pe-fig-note pe-fig-muted', x: 124, y: 222 }, words.t('figure-input-inside-stack')),
    s('text', { class: 'pe-fig-note pe-fig-muted', x: 124, y: 241 }, words.t('figure-input-no-pe-again')),
  );
  drawSvg(svg, 210, 320, parts);
}

export function createInputSum({ core, words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const n = (v) => words.n(String(v));
  const shell = figureShell('input', words, 'figure-input-title');
  const { element } = shell;
  const desc = words.bind(h('p', { class: 'pe-fig-desc' }), 'figure-input-desc');
  const diagram = words.bind(describedSvg(desc), 'figure-input-label', undefined, 'aria-label');
  let drawnWide = null; // whether the diagram drawn is the row (true) or the column (false)
  const tableBox = scrollBox(words, 'figure-input-region');
  element.append(diagram, tableBox, desc, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function draw(st) {
    const wide = st.width >= 640;
    if (wide !== drawnWide) {
      drawnWide = wide;
      (wide ? drawFlowRow : drawFlowColumn)(diagram, words);
    }
    const opts = coreOpts(st);
    const d = st.dModel;
    const positions = (st.positions.length ? st.positions : [0, 1, 2]).slice(0, MAX_TOKENS);
    const cols = Math.min(d, MAX_COORDS);
    const more = d > cols;
    const D = Math.min(st.decimals, 4);
    const pe = core.table(positions, opts);
    // exactOf(c): the exact value behind vals[c] (format.js), or nothing for the made-up numbers.
    const cells = (vals, digits, exactOf = () => undefined) => [...vals.map((v, c) => h('td', {}, N(dec(v, digits, exactOf(c))))), more ? h('td', {}, '…') : null];
    const bound = core.limits.maxValueError;
    const example = exampleWords(words);
    const groups = positions.map((p, r) => {
      const { word, row } = example[r % example.length];
      const i = N(plain(p + st.origin));
      const iSub = sub(plain(p + st.origin));
      const e = Array.from({ length: cols }, (_, c) => row[c % row.length]);
      const pv = Array.from({ length: cols }, (_, c) => pe[r * d + c]);
      const x = e.map((v, c) => v + pv[c]);
      return h(
        'tbody',
        { 'data-pos': p },
        h('tr', { class: 'pe-in-e' }, h('th', { scope: 'rowgroup', rowspan: 3 }, i), h('th', { scope: 'rowgroup', rowspan: 3 }, words.t('figure-input-quoted-word', { word })), h('th', { scope: 'row' }, ['E[', words.t('figure-input-quoted-word', { word }), ']']), cells(e, 2)),
        h('tr', { class: 'pe-in-pev' }, h('th', { scope: 'row' }, `+ PE(${N(plain(p))})`), cells(pv, D, (c) => exactly(core, coordinate(p, c, st), bound))),
        // The sum: the core's error and one rounding.
        h('tr', { class: 'pe-in-x' }, h('th', { scope: 'row' }, `= x${iSub}`), cells(x, D, (c) => exactly(core, sum(e[c], coordinate(p, c, st)), bound + rounded(x[c], 1)))),
      );
    });
    tableBox.replaceChildren(
      miniTable(
        'pe-in-table',
        t('figure-input-table-caption', {
          d: n(d),
          shown: more ? 'first' : 'all',
          cols: n(cols),
          origin: st.origin ? 'moved' : 'zero',
          originText: N(plain(st.origin)),
          decimals: D,
          decimalsText: n(D),
        }),
        ['i', t('figure-input-head-token'), t('figure-input-head-term'), Array.from({ length: cols }, (_, c) => t('figure-input-head-coord', { c: n(c) })), more ? '…' : null],
        groups,
      ),
    );
    setText(shell.caption, t('figure-input-caption'));
  }

  return figureHandle(element, renderer.update, () => {
    drawnWide = null; // the diagram's words too
    renderer.refresh();
  });
}
