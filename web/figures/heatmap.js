// Figure 1: the whole matrix PE(pos, i) for pos = 0 … max_len − 1 (rows) and i = 0 … d_model − 1
// (columns), one canvas pixel per value, scaled by CSS, or, when the view has more rows or columns
// than the plot has device pixels, each pixel the average of the values it covers. The values are computed by the core into a
// Float64Array the figure keeps; a lookup table turns each into a packed RGBA word written into an
// ImageData that is also kept, so a frame that changes base or d_model allocates nothing big. The
// canvas's bitmap is not resized for a slightly smaller map either (see drawView).
// The readout under the pointer (or the keyboard cursor) reads the same kept buffer.
import { coordinateRole, tableLimitProblem } from '../core/index.js';
import { STOP_NAMES, LUT_STEPS, buildLut, readStops } from './colors.js';
import {
  local,
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
  radioButtons,
  setText,
  sub,
} from './common.js';
import { exact } from '../core/index.js';
import { bindPointerWords, onTouchScreenChange, touchScreen } from '../kit/index.js';

const { coordinate, exactly, frequency, nearest, twoPi, wavelength } = exact;

const HALF = LUT_STEPS / 2;
const DEPENDS = ['dModel', 'base', 'layout', 'maxLen'];

export function createHeatmap({ core, emit, describedBy = [], words }) {
  const N = (text) => local(words, text);
  const t = (id, args) => words.t(id, args);
  const n = (v) => words.n(String(v));
  const shell = figureShell('heatmap', words, 'figure-heatmap-title');
  const { element } = shell;
  // The caption's last sentence says what one pixel of the picture holds (describePixel).
  const pixelText = h('span', { class: 'pe-hm-pixel' });
  shell.caption.after(' ', pixelText);

  // The layout toggle, inside the figure.
  const toggleLabel = newId('layout-label');
  const { labels: layoutLabels, inputs: radios } = radioButtons(
    [
      ['interleaved', ' ', words.bind(h('span'), 'figure-layout-interleaved'), ' ', words.bind(h('span', { class: 'pe-fig-muted' }), 'figure-heatmap-interleaved-note')],
      ['concatenated', ' ', words.bind(h('span'), 'figure-layout-concatenated'), ' ', words.bind(h('span', { class: 'pe-fig-muted' }), 'figure-heatmap-concatenated-note')],
    ],
    (layout) => emit({ layout }),
  );
  const toggle = h(
    'div',
    { class: 'pe-fig-toolbar pe-hm-layout', role: 'radiogroup', 'aria-labelledby': toggleLabel },
    words.bind(h('span', { class: 'pe-fig-toolbar-label', id: toggleLabel }), 'figure-layout-label'),
    layoutLabels,
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
    // The map is a table of numbers: its axes read left to right in every language.
    { class: 'pe-hm-frame', dir: 'ltr' },
    h('span', { class: 'pe-hm-corner', 'aria-hidden': 'true' }),
    words.bind(h('span', { class: 'pe-hm-xlabel', 'aria-hidden': 'true' }), 'figure-heatmap-x-label'),
    words.bind(h('span', { class: 'pe-hm-ylabel', 'aria-hidden': 'true' }), 'figure-heatmap-y-label'),
    yTicks,
    xTicks,
    plot,
  );

  // Legend: the same lookup table, drawn as a bar.
  const legendBar = h('canvas', { class: 'pe-hm-legend-bar', width: 256, height: 1, 'aria-hidden': 'true' });
  const legend = h(
    'div',
    { class: 'pe-hm-legend', role: 'img' },
    words.bind(h('span', { class: 'pe-hm-legend-label', 'aria-hidden': 'true', dir: 'ltr' }), 'figure-heatmap-legend-low', () => ({ value: local(words, '−1') })),
    legendBar,
    words.bind(h('span', { class: 'pe-hm-legend-label', 'aria-hidden': 'true', dir: 'ltr' }), 'figure-heatmap-legend-high', () => ({ value: local(words, '+1') })),
    ' ',
    words.bind(h('span', { class: 'pe-fig-muted', 'aria-hidden': 'true' }), 'figure-heatmap-legend-note'),
  );
  words.bind(legend, 'figure-heatmap-legend-label', () => ({ low: local(words, '−1'), zero: local(words, '0'), high: local(words, '+1') }), 'aria-label');
  // Probes through which the stylesheet's colour stops are read.
  const probes = STOP_NAMES.map((name) => h('span', { class: `pe-hm-probe pe-hm-probe-${name}`, 'aria-hidden': 'true' }));
  legend.append(...probes);

  const readoutValue = h('b', { class: 'pe-hm-value', 'data-value': '', dir: 'ltr' });
  const readoutWhere = h('span', { class: 'pe-hm-where' });
  const readoutHow = h('span', { class: 'pe-hm-how pe-fig-muted', dir: 'ltr' });
  const readout = h('output', { class: 'pe-hm-readout', 'aria-live': 'polite' }, readoutWhere, readoutValue, readoutHow);

  const desc = h('p', { class: 'pe-fig-desc', id: descId });
  // On a touch screen the line says what one finger and two fingers do.
  const keys = bindPointerWords(words, h('p', { class: 'pe-fig-desc pe-fig-muted', id: keysId }), 'figure-heatmap-keys', 'figure-heatmap-keys-touch');

  // Zoom and pan: buttons (for touch and for anyone), the wheel, a pinch, a drag, and + − 0 keys.
  const zoomButton = (labelId, text, action) => {
    const b = words.bind(h('button', { type: 'button', class: 'pe-hm-zoom-button' }, text), labelId, undefined, 'aria-label');
    b.addEventListener('click', action);
    return b;
  };
  const viewText = h('span', { class: 'pe-fig-muted pe-hm-view', 'aria-live': 'polite' });
  const zoomBar = h(
    'div',
    { class: 'pe-fig-toolbar pe-hm-zoom', role: 'group' },
    zoomButton('figure-heatmap-zoom-in', '+', () => zoomBy(2)),
    zoomButton('figure-heatmap-zoom-out', '−', () => zoomBy(0.5)),
    words.bind(zoomButton('figure-heatmap-zoom-whole', '', () => resetView()), 'figure-heatmap-zoom-whole-button'),
    viewText,
  );

  words.bind(zoomBar, 'figure-heatmap-zoom', undefined, 'aria-label');
  element.append(toggle, zoomBar, frame, legend, readout, desc, keys, shell.error);

  // Kept buffers: grown when needed, never shrunk.
  let values = new Float64Array(0);
  let positions = new Float64Array(0);
  let pixels = new Uint8ClampedArray(0);
  let pixelWords = new Uint32Array(0);
  let image = null;
  let lut = null;
  let lutFromCss = false;

  let settings = null;
  let drawnKey = '';
  let shape = { n: 0, d: 0 };
  let cell = null; // {row, col} of the readout
  // The part of the map on screen: rows r0 … r0 + rows − 1 and columns c0 … c0 + cols − 1 (whole cells).
  let view = { r0: 0, c0: 0, rows: 0, cols: 0 };
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
    if (tooMany) throw new Error(t('figure-heatmap-too-many', { size: words.core(tooMany) }));
    if (positions.length < n) {
      positions = new Float64Array(Math.max(n, positions.length * 2));
      for (let r = 0; r < positions.length; r++) positions[r] = r;
    }
    if (values.length < size) values = new Float64Array(Math.max(size, Math.min(values.length * 2, core.limits.maxTableValues)));
    if (pixels.length < size * 4) {
      pixels = new Uint8ClampedArray(Math.max(size, Math.min(pixelWords.length * 2, core.limits.maxTableValues)) * 4);
      pixelWords = new Uint32Array(pixels.buffer);
      image = null;
    }
    core.tableInto(values, positions.subarray(0, n), coreOpts(s));
    if (shape.n !== n || shape.d !== d || !image) {
      image = new ImageData(pixels.subarray(0, size * 4), d, n);
      const resized = shape.n !== n || shape.d !== d;
      shape = { n, d };
      if (resized) view = { r0: 0, c0: 0, rows: n, cols: d };
      // Tall enough to see the slow columns bend; short enough to keep the page readable.
      plot.style.height = `${Math.round(Math.min(352, Math.max(120, n * 6)))}px`;
    }
  }

  function paint() {
    ensureLut();
    const size = shape.n * shape.d;
    const v = values;
    const w = pixelWords;
    const table = lut;
    for (let j = 0; j < size; j++) w[j] = table[(v[j] * HALF + (HALF + 0.5)) | 0];
    drawView();
  }

  // A bitmap side for a view `cells` wide: the present one while it holds them without being more
  // than twice as large. Resizing a canvas reallocates its bitmap (4 MB at 2048 × 512), which took
  // longer than a frame when d_model changed on every frame.
  const bitmapSide = (present, cells) => (present >= cells && present <= 2 * cells ? present : cells);

  // The plot's size in device pixels, or null while it is not laid out (a folded or unchosen figure).
  function devicePixels() {
    const ratio = (typeof devicePixelRatio === 'number' && devicePixelRatio) || 1;
    const width = Math.floor(plot.clientWidth * ratio);
    const height = Math.floor(plot.clientHeight * ratio);
    return width && height ? { width, height } : null;
  }

  // What one device pixel of the picture holds: more than one cell when the view has more rows (or
  // columns) than the plot has device pixels. Such a pixel shows the average of the cells it covers
  // (drawAveraged): leaving it to the browser, or taking every n-th row, shows moiré in the fast columns.
  let drawnScale = null;
  let drawnSize = ''; // the device size drawView() last drew for // {rows, cols, averaged}: cells per CSS pixel, as the caption reports them

  const sizeNow = () => {
    const device = devicePixels();
    return device ? `${device.width}x${device.height}` : '';
  };

  function drawView() {
    const { rows, cols } = view;
    const device = devicePixels();
    const averaged = !!device && (rows > device.height || cols > device.width);
    if (averaged) drawAveraged(Math.min(rows, device.height), Math.min(cols, device.width));
    else drawCells();
    canvas.dataset.viewRows = String(rows);
    canvas.dataset.viewColumns = String(cols);
    drawnSize = device ? `${device.width}x${device.height}` : '';
    drawnScale = device && { rows: rows / plot.clientHeight, cols: cols / plot.clientWidth, averaged };
    if (settings && drawnKey) describePixel();
    placeTicks();
    const whole = rows === shape.n && cols === shape.d;
    setText(viewText, whole ? t('figure-heatmap-view-whole') : t('figure-heatmap-view', { r0: n(view.r0), r1: n(view.r0 + rows - 1), c0: n(view.c0), c1: n(view.c0 + cols - 1) }));
    zoomBar.dataset.zoomed = String(!whole);
  }

  // The view's cells, one canvas pixel each, from the kept image (nothing is recomputed), in the
  // bitmap's top-left corner; the canvas is scaled so that the plot shows just that corner. Used
  // while every cell has at least a device pixel of its own.
  function drawCells() {
    const { r0, c0, rows, cols } = view;
    const width = bitmapSide(canvas.width, cols);
    const height = bitmapSide(canvas.height, rows);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    canvas.style.width = `${(100 * width) / cols}%`;
    canvas.style.height = `${(100 * height) / rows}%`;
    ctx.putImageData(image, -c0, -r0, c0, r0, cols, rows);
    // Smoothing samples the pixels just past the view: they repeat its last column and row.
    const right = width > cols;
    const below = height > rows;
    if (right) ctx.putImageData(image, 1 - c0, -r0, c0 + cols - 1, r0, 1, rows);
    if (below) ctx.putImageData(image, -c0, 1 - r0, c0, r0 + rows - 1, cols, 1);
    if (right && below) ctx.putImageData(image, 1 - c0, 1 - r0, c0 + cols - 1, r0 + rows - 1, 1, 1);
    // Sharp pixels when they are enlarged; smoothing only where rows are squeezed together. A narrow
    // view (16 columns or fewer) is stretched so far sideways that smoothing would invent columns.
    canvas.classList.toggle('pe-hm-pixelated', cols <= 16 || (cols <= 256 && rows <= 352));
  }

  // Kept buffers of the averaged picture.
  let rowMeans = new Float64Array(0);
  let averagedWords = new Uint32Array(0);
  let averagedImage = null;

  // The view drawn into outRows × outCols pixels, each the area-weighted mean of the cells it covers
  // (a cell cut by a pixel's edge counts for the part inside): first down the rows, then across the
  // columns, then through the colour table. The values, not the colours, are averaged, so a column
  // that changes sign from row to row reads as its mean, about 0, the map's middle colour.
  function drawAveraged(outRows, outCols) {
    const { r0, c0, rows, cols } = view;
    const d = shape.d;
    if (rowMeans.length < outRows * cols) rowMeans = new Float64Array(outRows * cols);
    const size = outRows * outCols;
    if (averagedWords.length < size) averagedWords = new Uint32Array(size);
    const rowScale = rows / outRows;
    for (let y = 0; y < outRows; y++) {
      const out = rowMeans.subarray(y * cols, (y + 1) * cols);
      out.fill(0);
      const a = y * rowScale;
      const b = a + rowScale;
      for (let r = Math.floor(a); r < b && r < rows; r++) {
        const weight = (Math.min(b, r + 1) - Math.max(a, r)) / rowScale;
        if (weight <= 0) continue;
        const from = (r0 + r) * d + c0;
        for (let c = 0; c < cols; c++) out[c] += weight * values[from + c];
      }
    }
    const colScale = cols / outCols;
    const table = lut;
    for (let y = 0; y < outRows; y++) {
      const base = y * cols;
      for (let x = 0; x < outCols; x++) {
        const a = x * colScale;
        const b = a + colScale;
        let sum = 0;
        for (let c = Math.floor(a); c < b && c < cols; c++) sum += (Math.min(b, c + 1) - Math.max(a, c)) * rowMeans[base + c];
        const mean = Math.max(-1, Math.min(1, sum / colScale));
        averagedWords[y * outCols + x] = table[(mean * HALF + (HALF + 0.5)) | 0];
      }
    }
    if (!averagedImage || averagedImage.width !== outCols || averagedImage.height !== outRows) {
      averagedImage = new ImageData(new Uint8ClampedArray(averagedWords.buffer, 0, size * 4), outCols, outRows);
    }
    if (canvas.width !== outCols) canvas.width = outCols;
    if (canvas.height !== outRows) canvas.height = outRows;
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    ctx.putImageData(averagedImage, 0, 0);
    // At most a device pixel per bitmap pixel either way: each pixel is kept as it is.
    canvas.classList.add('pe-hm-pixelated');
  }

  // The caption's last sentence: what one (CSS) pixel of the picture holds, from the size drawn.
  function describePixel() {
    if (!drawnScale) {
      setText(pixelText, '');
      return;
    }
    const { rows, cols, averaged } = drawnScale;
    // Two significant digits (three from 10 on): "about" is all the caption promises.
    const round = (v) => Number(v.toPrecision(v >= 10 ? 3 : 2));
    const about = (v) => N(plain(round(v)));
    if (rows < 1 && cols < 1) {
      setText(pixelText, t('figure-heatmap-pixel-cell', { height: about(1 / rows), width: about(1 / cols) }));
      return;
    }
    // A pixel that covers part of a value shows that one value: it holds at least one of each.
    const [r, c] = [Math.max(1, round(rows)), Math.max(1, round(cols))];
    setText(pixelText, t('figure-heatmap-pixel', { rows: about(r), cols: about(c), rowsCount: r, colsCount: c, averaged: averaged ? 'yes' : 'no' }));
  }

  // The axes' numbers, placed anew only when the view or the plot's size has changed (not when a
  // change of base repaints the same cells). Fewer ticks on a narrow map: about one per 56 CSS px
  // across, one per 40 px down.
  let ticksKey = '';
  function placeTicks() {
    const { r0, c0, rows, cols } = view;
    const plotWidth = plot.clientWidth || 600;
    const plotHeight = plot.clientHeight || 240;
    const key = [r0, c0, rows, cols, plotWidth, plotHeight].join();
    if (key === ticksKey) return;
    ticksKey = key;
    const place = (box, from, count, ticks, axis) => {
      box.replaceChildren(
        ...ticks.map((tick) => {
          const label = h('span', { class: 'pe-hm-tick' }, N(plain(tick)));
          label.style[axis] = `${((tick - from + 0.5) / count) * 100}%`;
          return label;
        }),
      );
    };
    place(xTicks, c0, cols, ticksFor(c0, cols, Math.max(2, Math.floor(plotWidth / 56))), 'left');
    place(yTicks, r0, rows, ticksFor(r0, rows, Math.max(2, Math.floor(plotHeight / 40))), 'top');
  }

  function ticksFor(from, count, how) {
    if (count <= how + 1) return Array.from({ length: count }, (_, j) => from + j);
    const last = from + count - 1;
    const t = niceTicks(from, last, how).filter((v) => Number.isInteger(v) && v >= from);
    // The last cell's number when there is room for it (a tenth of the axis from the last tick).
    if (t[t.length - 1] !== last && (last - t[t.length - 1]) / count > 0.15) t.push(last);
    return t;
  }

  // ---- zoom and pan ---------------------------------------------------------------------------

  // A view of `rows` × `cols` whole cells holding the point (row, col) at the fractions (fy, fx) of
  // the canvas, kept inside the map.
  function setView(rows, cols, row, col, fy = 0.5, fx = 0.5) {
    const { n, d } = shape;
    rows = Math.max(1, Math.min(n, Math.round(rows)));
    cols = Math.max(1, Math.min(d, Math.round(cols)));
    // The smallest whole-cell origin that keeps cell `row` under the fraction fy (so a zoom about a
    // point never moves the cell under it), kept inside the map.
    const r0 = Math.max(0, Math.min(n - rows, Math.ceil(row - fy * rows - 1e-9)));
    const c0 = Math.max(0, Math.min(d - cols, Math.ceil(col - fx * cols - 1e-9)));
    if (r0 === view.r0 && c0 === view.c0 && rows === view.rows && cols === view.cols) return;
    view = { r0, c0, rows, cols };
    if (image) drawView();
    showReadout();
  }

  // Zooms by `factor` (2: twice as close) about a point of the canvas, or about the cursor.
  function zoomBy(factor, fy, fx) {
    if (!shape.n) return;
    if (fy === undefined) {
      const c = cell ?? { row: view.r0 + view.rows / 2, col: view.c0 + view.cols / 2 };
      fy = (c.row + 0.5 - view.r0) / view.rows;
      fx = (c.col + 0.5 - view.c0) / view.cols;
    }
    // The cell under the point.
    const row = Math.floor(view.r0 + fy * view.rows);
    const col = Math.floor(view.c0 + fx * view.cols);
    // Each axis stops at the whole map or at one cell.
    setView(view.rows / factor, view.cols / factor, row, col, fy, fx);
  }

  function resetView() {
    if (shape.n) setView(shape.n, shape.d, 0, 0, 0, 0);
  }

  // Moves the view by a number of cells.
  function panBy(dRows, dCols) {
    setView(view.rows, view.cols, view.r0 + dRows, view.c0 + dCols, 0, 0);
  }

  // Keeps a cell in view (the keyboard cursor), moving the view as little as needed.
  function follow({ row, col }) {
    const r0 = row < view.r0 ? row : row >= view.r0 + view.rows ? row - view.rows + 1 : view.r0;
    const c0 = col < view.c0 ? col : col >= view.c0 + view.cols ? col - view.cols + 1 : view.c0;
    setView(view.rows, view.cols, r0, c0, 0, 0);
  }

  function describe(s) {
    const { n: count, d } = shape;
    const pairs = d / 2;
    const lambdaMax = core.wavelength(pairs - 1, coreOpts(s));
    const order =
      s.layout === 'interleaved'
        ? t('figure-heatmap-order-interleaved')
        : t('figure-heatmap-order-concatenated', { last: n(pairs - 1), first: n(pairs), end: n(d - 1) });
    const sizes = { rows: n(count), last: n(count - 1), d: n(d), lastColumn: n(d - 1), base: N(plain(s.base)), layout: s.layout };
    canvas.setAttribute('aria-label', t('figure-heatmap-label', { ...sizes, low: N('−1'), zero: N('0'), high: N('+1') }));
    setText(
      desc,
      t('figure-heatmap-desc', {
        order,
        first: N(num(2 * Math.PI, 6, exactly(core, twoPi(), nearest(2 * Math.PI)))),
        last: N(num(lambdaMax, 6, exactly(core, wavelength(pairs - 1, s), nearest(lambdaMax)))),
        cycle: lambdaMax > count ? 'never' : 'some',
      }),
    );
    setText(shell.caption, t('figure-heatmap-caption', sizes));
    describePixel();
  }

  function showReadout() {
    if (!settings || !shape.n) return;
    if (!cell) {
      setText(readoutWhere, t(touchScreen() ? 'figure-heatmap-readout-none-touch' : 'figure-heatmap-readout-none'));
      setText(readoutValue, '');
      setText(readoutHow, '');
      readout.removeAttribute('data-position');
      readout.removeAttribute('data-coordinate');
      return;
    }
    const { n: count, d } = shape;
    const row = Math.min(cell.row, count - 1);
    const col = Math.min(cell.col, d - 1);
    cell = { row, col };
    const value = values[row * d + col]; // position = row, coordinate = column
    const { pair: k, isSine } = coordinateRole(col, settings);
    const fn = isSine ? 'sin' : 'cos';
    const where = { row: n(row), col: n(col), fn, k: n(k), token: N(plain(row + settings.origin)) };
    setText(readoutWhere, t(settings.origin ? 'figure-heatmap-readout-token' : 'figure-heatmap-readout', where));
    // Digits that are the exact values' (format.js): the map's doubles within the core's
    // maxValueError of PE(pos, i), ω_k the double nearest its value.
    setText(readoutValue, N(dec(value, settings.decimals, exactly(core, coordinate(row, col, settings), core.limits.maxValueError))));
    const omega = core.frequency(k, coreOpts(settings));
    setText(readoutHow, t('figure-heatmap-readout-how', { fn, row: n(row), k: sub(k), omega: N(num(omega, 8, exactly(core, frequency(k, settings), nearest(omega)))) }));
    readout.dataset.position = String(row);
    readout.dataset.coordinate = String(col);
    const inView = row >= view.r0 && row < view.r0 + view.rows && col >= view.c0 && col < view.c0 + view.cols;
    cursor.hidden = !inView;
    cursor.style.left = `${((col - view.c0 + 0.5) / view.cols) * 100}%`;
    cursor.style.top = `${((row - view.r0 + 0.5) / view.rows) * 100}%`;
    cursor.style.width = `${100 / view.cols}%`;
    cursor.style.height = `${100 / view.rows}%`;
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
      } else if (sizeNow() !== drawnSize) {
        // The plot was resized (or shown for the first time): the picture is sampled for its new size.
        drawView();
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

  // The map on screen: the plot's inside (within its border), in client coordinates; null while it
  // has no size.
  function mapBox() {
    const r = plot.getBoundingClientRect();
    const width = plot.clientWidth;
    const height = plot.clientHeight;
    return width && height ? { left: r.left + plot.clientLeft, top: r.top + plot.clientTop, width, height } : null;
  }

  // Where a point of the client area is, as fractions of the map on screen.
  function fractions(event, box = mapBox()) {
    return box && { fx: (event.clientX - box.left) / box.width, fy: (event.clientY - box.top) / box.height };
  }

  // The cell of the view at the fractions f of the map on screen (outside it when f is).
  const cellAt = (f) => ({ row: view.r0 + Math.floor(f.fy * view.rows), col: view.c0 + Math.floor(f.fx * view.cols) });

  function cellFromPointer(event, box = mapBox()) {
    const f = fractions(event, box);
    if (!f) return null;
    const { row, col } = cellAt(f);
    if (f.fx < 0 || f.fy < 0 || col >= view.c0 + view.cols || row >= view.r0 + view.rows) return null;
    return { row, col };
  }

  // Pointers down on the map: a mouse drag pans a zoomed map; one finger taps the readout to a cell
  // and a swipe scrolls the page (the canvas's touch-action lets the browser pan, which then ends
  // the pointer with pointercancel); two fingers pinch to zoom and move to pan.
  const down = new Map(); // pointerId → {x, y}
  let drag = null; // {x, y, r0, c0} where a mouse drag started
  // A pinch: the fingers' distance when it started, the view then, and the cell that was under their
  // midpoint. Each move is measured from the start, so that rounding to whole cells does not add up
  // over the gesture.
  let pinch = null; // {dist, view, row, col}
  const fingers = () => {
    const [a, b] = [...down.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 };
  };

  // A pinch starts whenever exactly two pointers are down (again, when a third lifts); with more,
  // none is under way.
  const restartPinch = () => {
    const now = down.size === 2 ? fingers() : null;
    const f = now && fractions(now);
    pinch = f && { dist: now.dist, view: { ...view }, ...cellAt(f) };
  };

  const onDown = (event) => {
    down.set(event.pointerId, { x: event.clientX, y: event.clientY });
    canvas.setPointerCapture?.(event.pointerId);
    if (down.size >= 2) {
      restartPinch();
      drag = null;
      return;
    }
    if (event.pointerType === 'mouse' && (view.rows < shape.n || view.cols < shape.d)) {
      drag = { x: event.clientX, y: event.clientY, r0: view.r0, c0: view.c0, moved: false };
    }
    onMove(event);
  };
  const onUp = (event) => {
    if (pinch && down.size === 2) {
      // A pinch ends with the readout on the cell under the fingers (the one it read may be out of view).
      const c = cellFromPointer(fingers());
      if (c) {
        cell = c;
        showReadout();
      }
    }
    down.delete(event.pointerId);
    restartPinch();
    if (!down.size) drag = null;
  };

  const onMove = (event) => {
    if (down.has(event.pointerId)) down.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const box = mapBox();
    if (pinch && down.size === 2 && box) {
      // The cell that was under the fingers' midpoint stays under it while they spread or move.
      const now = fingers();
      const { fx, fy } = fractions(now, box);
      const factor = now.dist / pinch.dist;
      setView(pinch.view.rows / factor, pinch.view.cols / factor, pinch.row, pinch.col, fy, fx);
      return;
    }
    if (drag && box) {
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
      if (drag.moved) {
        setView(view.rows, view.cols, drag.r0 - (dy / box.height) * view.rows, drag.c0 - (dx / box.width) * view.cols, 0, 0);
        return;
      }
    }
    const c = cellFromPointer(event, box);
    if (!c || (cell && c.row === cell.row && c.col === cell.col)) return;
    cell = c;
    showReadout();
  };
  // The wheel zooms about the pointer (a trackpad pinch arrives as a wheel with Ctrl); with Shift it
  // pans sideways, and over a zoomed map without Ctrl it pans up and down.
  const onWheel = (event) => {
    if (!shape.n) return;
    const f = fractions(event);
    if (!f) return;
    event.preventDefault();
    const step = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    if (event.shiftKey) {
      panBy(0, Math.sign(step || event.deltaX) * Math.max(1, Math.round(view.cols / 10)));
      return;
    }
    zoomBy(2 ** (-step / 200), f.fy, f.fx);
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
      case '+': case '=': event.preventDefault(); zoomBy(2); return;
      case '-': case '_': event.preventDefault(); zoomBy(0.5); return;
      case '0': event.preventDefault(); resetView(); return;
      default: return;
    }
    event.preventDefault();
    cell = { row: Math.max(0, Math.min(shape.n - 1, row)), col: Math.max(0, Math.min(shape.d - 1, col)) };
    follow(cell);
    showReadout();
  };
  const onFocus = () => {
    if (!cell) cell = { row: 0, col: 0 };
    showReadout();
  };
  const onBlur = () => {
    cursor.hidden = true;
  };
  // Two fingers on the map are the map's: the browser neither scrolls the page with them nor zooms
  // it (touch events, which alone can stop the browser's panning; the pointers above do the rest).
  const onTouch = (event) => {
    if (event.touches.length >= 2 && event.cancelable) event.preventDefault();
  };
  const stopPointerWatch = onTouchScreenChange(() => showReadout());
  const listeners = [
    ['touchstart', onTouch],
    ['touchmove', onTouch],
    ['pointermove', onMove],
    ['pointerdown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['wheel', onWheel],
    ['pointerleave', onLeave],
    ['keydown', onKey],
    ['focus', onFocus],
    ['blur', onBlur],
  ];
  for (const [type, fn] of listeners) canvas.addEventListener(type, fn, type === 'wheel' || type.startsWith('touch') ? { passive: false } : undefined);

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
    /** draws the texts again in the words' language */
    retext() {
      ticksKey = '';
      if (drawnKey) {
        guarded(shell, () => {
          describe(settings);
          placeTicks();
          drawView();
          showReadout();
        });
      }
    },
    /** re-reads the colour stops from CSS (after a colour-scheme or theme change) and repaints */
    refreshColors() {
      lut = null;
      lutFromCss = false;
      if (drawnKey) guarded(shell, paint);
    },
    /** the part of the map on screen, {r0, c0, rows, cols}; zoom(factor) zooms about the cursor */
    get view() {
      return { ...view };
    },
    zoom: (factor) => zoomBy(factor),
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
      stopPointerWatch();
      for (const [type, fn] of listeners) canvas.removeEventListener(type, fn);
      values = positions = new Float64Array(0);
      pixels = new Uint8ClampedArray(0);
      pixelWords = new Uint32Array(0);
      image = null;
      element.remove();
    },
  };
}
