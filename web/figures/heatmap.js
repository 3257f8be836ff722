// Figure 1: the whole matrix PE(pos, i) for pos = 0 … max_len − 1 (rows) and i = 0 … d_model − 1
// (columns), one canvas pixel per value, scaled by CSS. The values are computed by the core into a
// Float64Array the figure keeps; a lookup table turns each into a packed RGBA word written into an
// ImageData that is also kept, so a frame that changes base or d_model allocates nothing big.
// The readout under the pointer (or the keyboard cursor) reads the same kept buffer.
import { coordinateRole } from '../coordinates.js';
import { STOP_NAMES, LUT_STEPS, buildLut, readStops } from './colors.js';
import {
  coreOpts,
  dec,
  figureShell,
  guarded,
  h,
  keyOf,
  newId,
  niceTicks,
  num,
  plain,
  setText,
  sub,
} from './common.js';
import { tableLimitProblem } from '../core-facts.js';

const HALF = LUT_STEPS / 2;
const DEPENDS = ['dModel', 'base', 'layout', 'maxLen'];

export function createHeatmap({ core, emit, describedBy = [] }) {
  const shell = figureShell('heatmap', 'The whole matrix.');
  const { element } = shell;

  // The layout toggle, inside the figure.
  const groupName = newId('layout');
  const radios = {};
  const toggleLabel = newId('layout-label');
  const toggle = h(
    'div',
    { class: 'pe-fig-toolbar pe-hm-layout', role: 'radiogroup', 'aria-labelledby': toggleLabel },
    h('span', { class: 'pe-fig-toolbar-label', id: toggleLabel }, 'Layout'),
    ['interleaved', 'concatenated'].map((value) => {
      const input = h('input', { type: 'radio', name: groupName, value });
      input.addEventListener('change', () => {
        if (input.checked) emit({ layout: value });
      });
      radios[value] = input;
      const hint = value === 'interleaved' ? 'sin, cos, sin, cos …' : 'all sines, then all cosines';
      return h('label', { class: 'pe-fig-radio' }, input, ` ${value} `, h('span', { class: 'pe-fig-muted' }, `(${hint})`));
    }),
  );

  const descId = newId('hm-desc');
  const keysId = newId('hm-keys');
  const canvas = h('canvas', {
    class: 'pe-hm-canvas',
    tabindex: 0,
    role: 'img',
    'aria-describedby': [descId, keysId, ...describedBy].join(' '),
    width: 1,
    height: 1,
  });
  const ctx = canvas.getContext('2d', { alpha: false });
  const cursor = h('div', { class: 'pe-hm-cursor', hidden: true, 'aria-hidden': 'true' });
  const plot = h('div', { class: 'pe-hm-plot' }, canvas, cursor);
  const xTicks = h('div', { class: 'pe-hm-xticks', 'aria-hidden': 'true' });
  const yTicks = h('div', { class: 'pe-hm-yticks', 'aria-hidden': 'true' });
  const frame = h(
    'div',
    { class: 'pe-hm-frame' },
    h('span', { class: 'pe-hm-corner', 'aria-hidden': 'true' }),
    h('span', { class: 'pe-hm-xlabel', 'aria-hidden': 'true' }, 'coordinate i →'),
    h('span', { class: 'pe-hm-ylabel', 'aria-hidden': 'true' }, 'position ↓'),
    yTicks,
    xTicks,
    plot,
  );

  // Legend: the same lookup table, drawn as a bar.
  const legendBar = h('canvas', { class: 'pe-hm-legend-bar', width: 256, height: 1, 'aria-hidden': 'true' });
  const legend = h(
    'div',
    { class: 'pe-hm-legend', role: 'img', 'aria-label': 'Colour scale: −1 at the cool end, 0 neutral, +1 at the warm end.' },
    h('span', { class: 'pe-hm-legend-label', 'aria-hidden': 'true' }, '−1'),
    legendBar,
    h('span', { class: 'pe-hm-legend-label', 'aria-hidden': 'true' }, '+1'),
    h('span', { class: 'pe-fig-muted', 'aria-hidden': 'true' }, ' (sin and cos values; 0 is the middle colour)'),
  );
  // Probes through which the stylesheet's colour stops are read.
  const probes = STOP_NAMES.map((name) => h('span', { class: `pe-hm-probe pe-hm-probe-${name}`, 'aria-hidden': 'true' }));
  legend.append(...probes);

  const readoutValue = h('b', { class: 'pe-hm-value', 'data-value': '' });
  const readoutWhere = h('span', { class: 'pe-hm-where' });
  const readoutHow = h('span', { class: 'pe-hm-how pe-fig-muted' });
  const readout = h('output', { class: 'pe-hm-readout', 'aria-live': 'polite' }, readoutWhere, readoutValue, readoutHow);

  const desc = h('p', { class: 'pe-fig-desc', id: descId });
  const keys = h(
    'p',
    { class: 'pe-fig-desc pe-fig-muted', id: keysId },
    'Point at the map to read a value; or focus it and use the arrow keys (Shift: ten steps, Page Up/Down: a tenth of the rows, Home/End: first/last coordinate).',
  );

  element.append(toggle, frame, legend, readout, desc, keys, shell.error);

  // Kept buffers: grown when needed, never shrunk.
  let values = new Float64Array(0);
  let positions = new Float64Array(0);
  let pixels = new Uint8ClampedArray(0);
  let words = new Uint32Array(0);
  let image = null;
  let lut = null;
  let lutFromCss = false;

  let settings = null;
  let drawnKey = '';
  let shape = { n: 0, d: 0 };
  let cell = null; // {row, col} of the readout
  let pending = false;
  let busy = false;
  let raf = 0;

  function ensureLut() {
    if (lut && (lutFromCss || !element.isConnected)) return;
    const stops = readStops(probes);
    lutFromCss = !!stops;
    lut = buildLut(stops ?? undefined);
    const bar = legendBar.getContext('2d');
    const strip = bar.createImageData(256, 1);
    const w = new Uint32Array(strip.data.buffer);
    for (let x = 0; x < 256; x++) w[x] = lut[Math.round((x / 255) * LUT_STEPS)];
    bar.putImageData(strip, 0, 0);
  }

  function compute(s) {
    const n = s.maxLen;
    const d = s.dModel;
    core.validateSettings(coreOpts(s)); // lets the core judge d_model, base and layout first
    const size = n * d;
    const tooMany = tableLimitProblem(n, d, core.limits);
    if (tooMany) throw new Error(`A map of ${tooMany} (for example 4096 × 1024); lower max-len or d_model.`);
    if (positions.length < n) {
      positions = new Float64Array(Math.max(n, positions.length * 2));
      for (let r = 0; r < positions.length; r++) positions[r] = r;
    }
    if (values.length < size) values = new Float64Array(Math.max(size, Math.min(values.length * 2, core.limits.maxTableValues)));
    if (pixels.length < size * 4) {
      pixels = new Uint8ClampedArray(Math.max(size, Math.min(words.length * 2, core.limits.maxTableValues)) * 4);
      words = new Uint32Array(pixels.buffer);
      image = null;
    }
    core.tableInto(values, positions.subarray(0, n), coreOpts(s));
    if (shape.n !== n || shape.d !== d || !image) {
      canvas.width = d;
      canvas.height = n;
      image = new ImageData(pixels.subarray(0, size * 4), d, n);
      shape = { n, d };
      layoutFrame();
    }
  }

  function paint() {
    ensureLut();
    const size = shape.n * shape.d;
    const v = values;
    const w = words;
    const table = lut;
    for (let j = 0; j < size; j++) w[j] = table[(v[j] * HALF + (HALF + 0.5)) | 0];
    ctx.putImageData(image, 0, 0);
  }

  function layoutFrame() {
    const { n, d } = shape;
    // Tall enough to see the slow columns bend; short enough to keep the page readable.
    canvas.style.height = `${Math.round(Math.min(352, Math.max(120, n * 6)))}px`;
    // Sharp pixels when they are enlarged; smoothing only where rows are squeezed together. A narrow
    // map (d_model ≤ 16) is stretched so far sideways that smoothing would invent in-between columns.
    canvas.classList.toggle('pe-hm-pixelated', d <= 16 || (d <= 256 && n <= 352));
    const place = (box, count, ticks, axis) => {
      box.replaceChildren(
        ...ticks.map((t) => {
          const label = h('span', { class: 'pe-hm-tick' }, plain(t));
          label.style[axis] = `${((t + 0.5) / count) * 100}%`;
          return label;
        }),
      );
    };
    place(xTicks, d, ticksFor(d, 6), 'left');
    place(yTicks, n, ticksFor(n, 6), 'top');
  }

  function ticksFor(count, how) {
    if (count <= how + 1) return Array.from({ length: count }, (_, j) => j);
    const t = niceTicks(0, count - 1, how).filter((v) => Number.isInteger(v));
    if (t[t.length - 1] !== count - 1 && (count - 1 - t[t.length - 1]) / count > 0.08) t.push(count - 1);
    return t;
  }

  function describe(s) {
    const { n, d } = shape;
    const pairs = d / 2;
    const lambdaMax = core.wavelength(pairs - 1, coreOpts(s));
    const order =
      s.layout === 'interleaved'
        ? 'Columns alternate sine and cosine, pair by pair.'
        : `Columns 0 to ${pairs - 1} are the sines, columns ${pairs} to ${d - 1} the cosines.`;
    canvas.setAttribute(
      'aria-label',
      `Heat map of PE(pos, i): ${n} positions (rows 0 to ${n - 1}) by ${d} coordinates (columns 0 to ${d - 1}), base ${plain(s.base)}, ${s.layout} layout. Colour runs from cool at −1 through neutral at 0 to warm at +1.`,
    );
    setText(
      desc,
      `Each row is one position, each column one coordinate. ${order} The first pair repeats every ${num(2 * Math.PI)} positions, so its columns flicker from row to row; the last pair's wavelength is ${num(lambdaMax)} positions, so its columns change slowly${lambdaMax > n ? ' and never complete a cycle on this map' : ''}.`,
    );
    setText(
      shell.caption,
      `PE(pos, i) for positions 0 to ${n - 1} (max_len = ${n}) down the side and coordinates 0 to ${d - 1} across, d_model = ${d}, base ${plain(s.base)}, ${s.layout} layout: one pixel per value.`,
    );
  }

  function showReadout() {
    if (!settings || !shape.n) return;
    if (!cell) {
      setText(readoutWhere, 'Point at the map, or focus it and press an arrow key, to read a value.');
      setText(readoutValue, '');
      setText(readoutHow, '');
      readout.removeAttribute('data-position');
      readout.removeAttribute('data-coordinate');
      return;
    }
    const { n, d } = shape;
    const row = Math.min(cell.row, n - 1);
    const col = Math.min(cell.col, d - 1);
    cell = { row, col };
    const value = values[row * d + col]; // position = row, coordinate = column
    const { pair: k, isSine } = coordinateRole(col, settings);
    const fn = isSine ? 'sin' : 'cos';
    const token = settings.origin ? ` (token ${plain(row + settings.origin)})` : '';
    setText(readoutWhere, `position ${row}${token}, coordinate ${col} (${fn} of pair ${k}): PE = `);
    setText(readoutValue, dec(value, settings.decimals));
    setText(readoutHow, ` = ${fn}(${row} · ω${sub(k)}), ω${sub(k)} = ${num(core.frequency(k, coreOpts(settings)), 8)}`);
    readout.dataset.position = String(row);
    readout.dataset.coordinate = String(col);
    cursor.hidden = false;
    cursor.style.left = `${((col + 0.5) / d) * 100}%`;
    cursor.style.top = `${((row + 0.5) / n) * 100}%`;
    cursor.style.width = `${100 / d}%`;
    cursor.style.height = `${100 / n}%`;
  }

  function renderNow() {
    const s = settings;
    radios[s.layout].checked = true;
    const key = keyOf(s, DEPENDS);
    const ok = guarded(shell, () => {
      if (key !== drawnKey) {
        compute(s);
        paint();
        describe(s);
        drawnKey = key;
      }
      showReadout();
    });
    if (!ok) drawnKey = '';
    frame.hidden = !ok;
    legend.hidden = !ok;
    readout.hidden = !ok;
  }

  function onFrame() {
    raf = 0;
    busy = false;
    if (pending) {
      pending = false;
      schedule();
    }
  }

  // Leading-edge render, then at most one more per animation frame however often settings change.
  function schedule() {
    if (busy) {
      pending = true;
      return;
    }
    renderNow();
    busy = true;
    raf = requestAnimationFrame(onFrame);
  }

  function cellFromPointer(event) {
    const r = canvas.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    const col = Math.floor(((event.clientX - r.left) / r.width) * shape.d);
    const row = Math.floor(((event.clientY - r.top) / r.height) * shape.n);
    if (col < 0 || row < 0 || col >= shape.d || row >= shape.n) return null;
    return { row, col };
  }

  const onMove = (event) => {
    const c = cellFromPointer(event);
    if (!c || (cell && c.row === cell.row && c.col === cell.col)) return;
    cell = c;
    showReadout();
  };
  const onLeave = () => {
    if (document.activeElement !== canvas && element.getRootNode().activeElement !== canvas) cursor.hidden = true;
  };
  const onKey = (event) => {
    if (!shape.n) return;
    const big = event.shiftKey ? 10 : 1;
    const page = Math.max(1, Math.round(shape.n / 10));
    let { row, col } = cell ?? { row: 0, col: 0 };
    switch (event.key) {
      case 'ArrowLeft': col -= big; break;
      case 'ArrowRight': col += big; break;
      case 'ArrowUp': row -= big; break;
      case 'ArrowDown': row += big; break;
      case 'PageUp': row -= page; break;
      case 'PageDown': row += page; break;
      case 'Home': if (event.ctrlKey) row = 0; else col = 0; break;
      case 'End': if (event.ctrlKey) row = shape.n - 1; else col = shape.d - 1; break;
      default: return;
    }
    event.preventDefault();
    cell = { row: Math.max(0, Math.min(shape.n - 1, row)), col: Math.max(0, Math.min(shape.d - 1, col)) };
    showReadout();
  };
  const onFocus = () => {
    if (!cell) cell = { row: 0, col: 0 };
    showReadout();
  };
  const onBlur = () => {
    cursor.hidden = true;
  };
  const listeners = [
    ['pointermove', onMove],
    ['pointerdown', onMove],
    ['pointerleave', onLeave],
    ['keydown', onKey],
    ['focus', onFocus],
    ['blur', onBlur],
  ];
  for (const [type, fn] of listeners) canvas.addEventListener(type, fn);

  return {
    element,
    update(next) {
      settings = next;
      schedule();
    },
    /** renders a pending update now (tests; a host that needs the pixels at once) */
    flush() {
      if (pending) {
        pending = false;
        renderNow();
      }
    },
    /** re-reads the colour stops from CSS (after a colour-scheme or theme change) and repaints */
    refreshColors() {
      lut = null;
      lutFromCss = false;
      if (drawnKey) guarded(shell, paint);
    },
    /** the readout's cell, or null; set it with {row, col} */
    get cell() {
      return cell ? { ...cell } : null;
    },
    set cell(c) {
      cell = c ? { row: c.row | 0, col: c.col | 0 } : null;
      showReadout();
    },
    destroy() {
      cancelAnimationFrame(raf);
      for (const [type, fn] of listeners) canvas.removeEventListener(type, fn);
      values = positions = new Float64Array(0);
      pixels = new Uint8ClampedArray(0);
      words = new Uint32Array(0);
      image = null;
      element.remove();
    },
  };
}
