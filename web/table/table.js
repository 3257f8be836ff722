// The encoding table: one row per listed token, one column per coordinate.
//
// Speed: the table's cells depend on d_model only; any other change rewrites the texts in place,
// and only those that changed, so a learner's scroll position and focus stay. DOM work follows
// what the table's box shows: a wide model draws a window of columns between two spacer columns,
// a long list a window of rows between two spacer rows (table-window.js), and an update fills the
// cells in view at once and the rest of the windows when the browser is idle (whenFilled()).
// aria-colcount/-colindex and aria-rowcount/-rowindex keep the true size for screen readers.
// All interaction goes through a few listeners on the table (event delegation), and the columns
// have fixed widths (table-layout: fixed), so the browser never measures cells.
import { el, signKey, whenIdle } from '../kit/index.js';
import { compact, exact as exactValues, fixed, plain } from '../core/index.js';
import { WINDOW_COLUMNS, WINDOW_ROWS, columnWindow, rowWindow, shownColumns, shownRows } from './table-window.js';
import { isolatedText, listSeparator, numberWriters } from './table-words.js';

export { WINDOW_COLUMNS, WINDOW_ROWS };
/** The most rows × coordinates computed and listed at once; longer lists show their first rows. */
export const MAX_RENDERED_CELLS = 65536;
// A table with no more drawn cells than this is filled at once, not partly in idle time.
const SYNC_CELLS = 1024;
// A row's height (px) until one has been measured.
const ROW_ESTIMATE = 34;
// Idle filling stops when less than this (ms) of the browser's idle period remains.
const IDLE_SLICE = 2;
/** Cells out of view are filled once no change has come for this long (ms). */
export const QUIET_MS = 100;

const { angle: angleOf, coordinate, exactly, frequency, nearest, rounded, wavelength } = exactValues;
// The symbols before the header's lines (index, -, k, ω_k, λ_k) in a narrow widget: formula symbols.
const LINE_TAGS = Object.freeze(['i ', '', 'k ', 'ω ', 'λ ']);

// The symbols sin and cos (formula symbols: the same in every language).
const FN = (isSine) => (isSine ? 'sin' : 'cos');
/** The message id of what a cell hidden for the quiz reads (web/i18n/en.ftl: table-hidden). */
export const HIDDEN_TEXT = 'table-hidden';
/**
 * The message ids of the header's five lines, as the corner labels them: one per header row of a
 * copied table (web/share/).
 */
export const HEADER_LINES = Object.freeze(['table-head-coordinate', 'table-head-function', 'table-head-pair', 'table-head-omega', 'table-head-lambda']);

// Digits that are the exact values' (format.js): the table's doubles are within the core's
// limits.maxValueError of PE(pos, i), ω_k and λ_k are the doubles nearest theirs.
const exactValue = ({ core, settings, positions }, r, c) =>
  exactly(core, coordinate(positions[r], c, settings), core.limits.maxValueError);
const omegaText = ({ core, settings, omegas }, k) => compact(omegas[k], 6, exactly(core, frequency(k, settings), nearest(omegas[k])));
const lambdaText = ({ core, settings, wavelengths }, k) =>
  compact(wavelengths[k], 6, exactly(core, wavelength(k, settings), nearest(wavelengths[k])));


// An empty cell standing in for the columns left or right of the window.
function spacer(side) {
  const cell = el('td', `spacer spacer-${side}`);
  cell.setAttribute('aria-hidden', 'true');
  return cell;
}

// An empty row standing in for the rows above or below the window; its height is set.
function spacerRow() {
  const tr = el('tr', 'row-spacer');
  tr.setAttribute('aria-hidden', 'true');
  tr.append(spacer('row'));
  return tr;
}

const clamp = (x, lo, hi) => Math.min(Math.max(x, lo), hi);

// Writes a text node's data, or an element's textContent, only when it differs (a write with the
// same text still costs a style and layout pass).
function setText(node, text) {
  if (node.nodeType === Node.TEXT_NODE) {
    if (node.data !== text) node.data = text;
  } else if (node.textContent !== text) node.textContent = text;
}

/**
 * The filled-in formula of one cell as two lines: the evaluation (a formula, read left to right in
 * every language), and what the row and column mean (a sentence in the widget's language).
 * model: {settings, tokens, positions, values, roles, omegas, words}; hide: a test of a value that
 * the quiz hides (or null), whose evaluation then stops before the value.
 */
export function formulaFor(model, r, c, hide = null) {
  const { settings, tokens, positions, values, roles, words } = model;
  const { n, ltr } = numberWriters(words);
  const { dModel, base, origin, decimals } = settings;
  const pos = positions[r];
  const { pair, isSine } = roles[c];
  const fn = FN(isSine);
  const angle = pos * model.omegas[pair]; // one rounding of the product of a double and a nearest double
  const raw = values[r * dModel + c];
  const value = hide?.(raw) ? isolatedText(words, words.t('table-hidden-value')) : ltr(fixed(raw, decimals, exactValue(model, r, c)));
  // The angle pos·ω_k is RoPE's angle m·θ_k too, the answer of a rope-angle question.
  const angleText = hide?.(angle)
    ? isolatedText(words, words.t(HIDDEN_TEXT))
    : ltr(compact(angle, 6, exactly(model.core, angleOf(pos, pair, settings), rounded(angle, 2))));
  const p = ltr(plain(pos));
  const evaluation =
    `PE(${p}${listSeparator(words)}${ltr(String(c))}) = ${fn}(${p} / ${ltr(plain(base))}^(${ltr(String(2 * pair))}/${ltr(String(dModel))})) ` +
    `= ${fn}(${angleText}) = ${value}`;
  const meaning = words.t('table-formula-meaning', {
    row: n(String(r + 1)),
    token: n(plain(tokens[r])),
    pos: n(plain(pos)),
    origin: n(String(origin)),
    // Tokens numbered from 0 are their positions: the message then writes no "t − 0".
    originValue: origin,
    i: n(String(c)),
    fn,
    k: n(String(pair)),
  });
  return { evaluation, meaning };
}

export class EncodingTable {
  /**
   * callbacks: onEditToken(row, text), onRemoveRow(row), onPickPair(k), onCell(row, column) — the
   * last when a cell is hovered or focused, so the owner can show its formula.
   */
  constructor(callbacks, idPrefix, words) {
    this.callbacks = callbacks;
    this.words = words;
    // The number writers and the hidden cells' word of the language spoken (see #readWords).
    this.numbers = numberWriters(words);
    this.hiddenWord = '';
    this.model = null;
    this.dModel = 0; // the d_model the cells are built for
    this.widthKey = '';
    this.active = { r: 0, c: 0 };
    this.from = 0; // the window of drawn columns: [from, to)
    this.to = 0;
    this.windowed = false; // columns windowed (d_model > WINDOW_COLUMNS)
    this.rows = []; // the drawn data rows, for rows [rowFrom, rowFrom + rows.length)
    this.rowFrom = 0;
    this.virtual = false; // rows windowed (more than WINDOW_ROWS)
    // The box's scroll position and size and the sizes of a column and a row, in px (0: not known).
    this.geometry = { left: 0, top: 0, width: 0, height: 0, first: 0, column: 0, head: 0, row: 0 };
    this.measured = false;
    this.followQueued = false;
    this.restCursor = 0; // idle filling: the next row to fill (-1: the header)
    this.cancelRest = null; // cancels the idle filling in progress
    this.waiters = []; // resolve functions of whenFilled() promises
    this.marked = null; // {r, c}: a cell outlined for the quiz (markCell)
    this.hideTest = null; // a test of a value the quiz hides (setHideTest), or null
    this.tags = []; // what each column's cells say of it in a narrow widget (#writeTags)
    this.tagsKey = '';

    this.element = el('div', 'table-block');
    this.scroller = el('div', 'table-scroll');
    // A table of numbers reads left to right in every language (as in Arabic-language textbooks);
    // its box too, so that its scroll position counts from the left in every language.
    this.scroller.dir = 'ltr';
    this.table = el('table', 'pe-table');
    this.caption = el('caption');
    this.caption.id = `${idPrefix}-caption`;
    this.thead = el('thead');
    this.tbody = el('tbody');
    this.topSpacer = spacerRow();
    this.bottomSpacer = spacerRow();
    this.table.append(this.caption, this.thead, this.tbody);
    this.scroller.append(this.table);
    this.note = el('p', 'table-note');
    this.note.hidden = true;
    this.element.append(this.scroller, this.note);

    this.tbody.addEventListener('change', (e) => this.#onChange(e));
    this.tbody.addEventListener('click', (e) => this.#onClick(e));
    this.tbody.addEventListener('keydown', (e) => this.#onKeydown(e));
    this.tbody.addEventListener('focusin', (e) => this.#onCellEvent(e));
    this.tbody.addEventListener('pointerover', (e) => this.#onCellEvent(e));
    this.scroller.addEventListener('scroll', () => {
      this.#readScroll();
      this.#queueFollow();
    }, { passive: true });
    // The box's size: read where the browser has just laid it out, so reading costs nothing.
    this.resizer = typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          this.measured = false;
          this.#queueFollow();
        })
      : null;
    this.resizer?.observe(this.scroller);
  }

  // DOM cells of a row: [token header][left spacer]?[from .. to)[right spacer]?
  get #offset() {
    return this.windowed ? 2 : 1;
  }

  #row(r) {
    return r >= this.rowFrom ? this.rows[r - this.rowFrom] ?? null : null;
  }

  /** The drawn cell in row r, coordinate c (or null when it is outside the windows). */
  cell(r, c) {
    if (c < this.from || c >= this.to) return null;
    return this.#row(r)?.cells[c - this.from + this.#offset] ?? null;
  }

  /**
   * model: {settings, tokens, positions, values (Float64Array, row-major, shown rows only), roles,
   * omegas, wavelengths, totalRows, describedBy}.
   */
  render(model) {
    this.model = model;
    this.#readWords();
    const { words } = this;
    const { n } = this.numbers;
    const { settings } = model;
    const d = settings.dModel;
    // The caption and the corner are words: they follow the widget's direction.
    if (this.caption.dir !== words.dir) this.caption.dir = words.dir;
    setText(
      this.caption,
      words.t('table-caption', {
        dModel: n(String(d)),
        base: n(plain(settings.base)),
        layout: settings.layout,
        origin: n(String(settings.origin)),
        decimals: settings.decimals,
        decimalsText: n(String(settings.decimals)),
      }),
    );
    if (d !== this.dModel) this.#build(d);
    this.#writeTags(model);
    this.#syncRows();
    this.#setWidths(model); // after the rows: it may measure, and the scroll height must be whole
    this.#fill();
    const shown = model.tokens.length;
    // The limit is a count, written by the catalog's locale with its grouping (65,536).
    const note = shown === model.totalRows
      ? ''
      : words.t('table-rows-limited', { shown: n(String(shown)), total: n(String(model.totalRows)), limit: MAX_RENDERED_CELLS });
    this.note.hidden = !note;
    setText(this.note, note);
    this.#placeActive(false);
    this.#applyMark();
  }

  // The writers of the language spoken now (read at each render: the language may have changed).
  #readWords() {
    this.numbers = numberWriters(this.words);
    this.hiddenWord = this.words.t(HIDDEN_TEXT);
  }

  /**
   * After a change of language: the texts written once per row or per d_model are written again at
   * the next render (which the owner calls).
   */
  retext() {
    for (const tr of this.rows) tr.r = -1;
    this.tagsKey = '';
    this.widthKey = ''; // the hidden cells' word may be longer
    if (this.dModel) this.#writeCorner();
  }

  /**
   * Resolves once every drawn cell shows the values of the last render (cells outside the view are
   * filled in idle time).
   */
  whenFilled() {
    if (!this.cancelRest) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Hides the values that pass test (the quiz's open answers; null: none): such a cell reads
   * "hidden". Returns whether the test changed (the drawn cells are then written again).
   */
  setHideTest(test) {
    if (test === this.hideTest || (!test && !this.hideTest)) return false;
    this.hideTest = test;
    if (!test) for (const td of this.tbody.querySelectorAll('td.is-hidden')) td.classList.remove('is-hidden');
    if (this.model) {
      this.widthKey = ''; // a hidden cell's word may need a wider column than the values
      this.#setWidths(this.model);
      this.#fill();
    }
    return true;
  }

  /** Outlines one cell ({r, c}: the cell a quiz question asks about), or none (null). */
  markCell(at) {
    this.marked = at;
    this.#applyMark();
  }

  #applyMark() {
    for (const td of this.tbody.querySelectorAll('td.is-asked')) td.classList.remove('is-asked');
    if (this.marked) this.cell(this.marked.r, this.marked.c)?.classList.add('is-asked');
  }

  /** Moves the table's tab stop to a cell and focuses it. */
  focusCell(r, c) {
    this.active = { r, c };
    this.#placeActive(true);
  }

  // New cells for a new d_model. The scroll position stays (the browser clamps it if the table got
  // narrower), and the column window is placed where the box shows.
  #build(d) {
    this.dModel = d;
    this.windowed = d > WINDOW_COLUMNS;
    [this.from, this.to] = columnWindow(d, shownColumns(d, this.geometry), [0, 0]);
    if (this.windowed) this.table.setAttribute('aria-colcount', String(d + 1));
    else this.table.removeAttribute('aria-colcount');
    this.#buildHeader();
    for (const tr of this.rows) tr.remove();
    this.rows = [];
    this.rowFrom = 0;
    this.measured = false; // another column width
    this.#queueFollow();
  }

  // What each value's cell says of its column where it stands, in a narrow widget: the coordinate,
  // sin or cos and the pair (the stylesheet writes it above the value from data-tag, as generated
  // content with an empty alternative, so screen readers hear the column's header instead, as in
  // the wide table). Tables that window their columns keep their header row in view instead.
  #writeTags(model) {
    const { settings, roles } = model;
    const key = `${settings.dModel}|${settings.layout}|${this.words.lang}`;
    if (key === this.tagsKey) return;
    const { ltr } = this.numbers;
    const tag = ({ pair, isSine }, c) => this.words.t('table-cell-tag', { i: ltr(String(c)), fn: FN(isSine), k: ltr(String(pair)) });
    this.tags = this.windowed ? [] : roles.map(tag);
    // Before the catalog has come, every tag is empty: written again once it has.
    this.tagsKey = this.tags[0] === '' ? '' : key;
  }

  // The widest text of any column (a signed value with its decimals, or a header line) sets the
  // width of every column, so that the fixed table layout never has to measure cells.
  #setWidths(model) {
    const d = model.settings.dModel;
    let chars = Math.max(model.settings.decimals + 3, String(d - 1).length + 1, this.hideTest ? this.hiddenWord.length : 0);
    for (let k = 0; k < d / 2; k += 1) chars = Math.max(chars, omegaText(model, k).length, lambdaText(model, k).length);
    const key = `${d}|${chars}`;
    if (key === this.widthKey) return;
    this.widthKey = key;
    this.table.style.setProperty('--_cols', String(d));
    this.table.style.setProperty('--_col-chars', String(chars));
    this.measured = false;
    this.#queueFollow();
    // Wider or narrower columns: the column the learner scrolled to stays in view (this measures
    // at once, but only when the widest text changes length).
    const th = this.thead.rows[0].cells[this.#offset];
    const g = this.geometry;
    if (g.column && g.left && th) {
      const column = th.getBoundingClientRect().width;
      if (column && column !== g.column) {
        this.scroller.scrollLeft = Math.round((g.left / g.column) * column);
        g.column = column;
        this.#readScroll();
      }
    }
  }

  #setSpacers(left, right) {
    if (!this.windowed) return;
    this.table.style.setProperty('--_left', String(left));
    this.table.style.setProperty('--_right', String(right));
  }

  // One header row. Each column header stacks five lines (index, sin or cos, k, ω_k, λ_k) beside
  // the corner's five labels; a single row of headers lays out far faster than five rows would.
  #buildHeader() {
    const tr = el('tr');
    const corner = el('th', 'corner');
    corner.scope = 'col';
    if (this.windowed) corner.setAttribute('aria-colindex', '1');
    tr.append(corner, ...this.#headerCells());
    this.thead.replaceChildren(tr);
    this.#writeCorner();
  }

  // The corner's labels of the header's five lines and of the row headers, in the widget's language
  // and direction.
  #writeCorner() {
    const corner = this.thead.rows[0].cells[0];
    corner.dir = this.words.dir;
    corner.replaceChildren();
    for (const id of HEADER_LINES) corner.append(this.words.t(id), document.createElement('br'));
    corner.append(el('span', 'corner-rows', this.words.t('table-head-rows')));
  }

  // Empty header cells for the window; #fillHeader writes their lines. Each keeps its five text
  // nodes (texts) and its label, so that a fill writes only what changed.
  #headerCells() {
    const cells = [];
    if (this.windowed) cells.push(spacer('left'));
    for (let c = this.from; c < this.to; c += 1) {
      const th = document.createElement('th');
      th.scope = 'col';
      if (this.windowed) th.setAttribute('aria-colindex', String(c + 2));
      th.texts = [0, 1, 2, 3, 4].map(() => document.createTextNode(''));
      th.label = '';
      // Each line's symbol (i, k, ω, λ), shown only where the corner's labels are not beside the
      // lines (a narrow widget); screen readers hear the header's label instead.
      const tagged = (text, i) => (LINE_TAGS[i] ? [el('span', 'line-tag', LINE_TAGS[i]), text] : [text]);
      th.texts.forEach((text, i) => th.append(...(i ? [document.createElement('br'), ...tagged(text, i)] : tagged(text, i))));
      cells.push(th);
    }
    if (this.windowed) cells.push(spacer('right'));
    this.#setSpacers(this.from, this.dModel - this.to);
    return cells;
  }

  #fillHeader(c0, c1) {
    const { roles } = this.model;
    const { ltr } = this.numbers;
    const cells = this.thead.rows[0].cells;
    const offset = this.#offset - this.from;
    for (let c = c0; c < c1; c += 1) {
      const th = cells[c + offset];
      const { pair, isSine } = roles[c];
      const omega = ltr(omegaText(this.model, pair));
      const lambda = ltr(lambdaText(this.model, pair));
      const i = ltr(String(c));
      const kText = ltr(String(pair));
      const [index, fn, k, w, l] = th.texts;
      setText(index, i);
      setText(fn, FN(isSine));
      setText(k, kText);
      setText(w, omega);
      setText(l, lambda);
      if (th.classList.contains('is-sin') !== isSine) th.classList.toggle('is-sin', isSine);
      // Read by screen readers as the column header of every cell below.
      const label = this.words.t('table-column-label', { i, fn: FN(isSine), k: kText, omega, lambda });
      if (th.label !== label) {
        th.label = label;
        th.setAttribute('aria-label', label);
      }
    }
  }

  #dataCells() {
    const cells = [];
    if (this.windowed) cells.push(spacer('left'));
    for (let c = this.from; c < this.to; c += 1) {
      const td = document.createElement('td');
      if (this.windowed) td.setAttribute('aria-colindex', String(c + 2));
      td.append(document.createTextNode(''));
      cells.push(td);
    }
    if (this.windowed) cells.push(spacer('right'));
    return cells;
  }

  #newRow() {
    const tr = document.createElement('tr');
    tr.r = -1; // the row it shows, set by #labelRow
    const th = el('th', 'token-cell');
    th.scope = 'row';
    if (this.windowed) th.setAttribute('aria-colindex', '1');
    const input = el('input', 'token-input');
    input.type = 'text';
    // Phones' number pad (iOS: digits and the decimal mark, no minus); a token number may be
    // negative: the ± key beside it, shown in a narrow widget on a touch screen (narrow.css.js).
    input.inputMode = 'decimal';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.size = 6;
    const pos = el('span', 'token-pos');
    const remove = el('button', 'remove-row');
    remove.type = 'button';
    // The × is a picture of the action; the button's name (aria-label) says it in words.
    const cross = el('span', null, '×');
    cross.setAttribute('aria-hidden', 'true');
    remove.append(cross);
    th.append(input, signKey(this.words, input, { commit: true }), pos, remove);
    tr.append(th, ...this.#dataCells());
    return tr;
  }

  // The token cell of row r: its field, its position and the names of its controls.
  #labelRow(tr, r) {
    const { tokens, positions, totalRows } = this.model;
    const { words } = this;
    const { n } = this.numbers;
    const [input, , pos, remove] = tr.cells[0].children;
    // The field holds the token as the positions attribute writes it (ASCII digits and '.'), so
    // that an edit is read as that attribute reads it.
    const tokenText = plain(tokens[r]);
    // A field being typed in keeps what the person typed; its defaultValue is the text last shown or
    // committed, so one whose edit was committed follows the attribute (an undo) even with focus.
    const typing = input === input.getRootNode().activeElement && input.value !== input.defaultValue;
    if (input.value !== tokenText && !typing) input.value = tokenText;
    if (input.defaultValue !== tokenText && !typing) input.defaultValue = tokenText;
    if (input.hasAttribute('aria-invalid')) input.removeAttribute('aria-invalid');
    const posText = n(plain(positions[r]));
    setText(pos, words.t('table-row-position', { pos: posText }));
    // The row's header, as a screen reader names it beside each value: the token and its position,
    // not the text of the controls it holds (the field's value, the arrow, the Remove button).
    const header = words.t('table-row-label', { token: n(tokenText), pos: posText });
    if (tr.cells[0].getAttribute('aria-label') !== header) tr.cells[0].setAttribute('aria-label', header);
    if (remove.disabled !== (totalRows === 1)) remove.disabled = totalRows === 1;
    if (tr.r === r) return;
    tr.r = r;
    if (pos.dir !== words.dir) pos.dir = words.dir;
    const row = n(String(r + 1));
    input.setAttribute('aria-label', words.t('table-token-field', { row }));
    remove.setAttribute('aria-label', words.t('table-remove-row', { row }));
    if (this.virtual) tr.setAttribute('aria-rowindex', String(r + 2));
    else tr.removeAttribute('aria-rowindex');
  }

  #fillRow(tr, r, c0, c1) {
    const { settings, values, positions, core } = this.model;
    const base = r * settings.dModel;
    const cells = tr.cells;
    const offset = this.#offset - this.from;
    // One exact value for the row, pointed at each cell in turn: the core is asked only for a value
    // whose double lies within maxValueError of a rounding boundary.
    const exact = {
      bound: core.limits.maxValueError,
      c: 0,
      digits(power) {
        return core.exactDigits(coordinate(positions[r], this.c, settings), power);
      },
    };
    const hide = this.hideTest;
    // The exact digits in the locale's marks (the identity where those are the core's own).
    const { ltr } = this.numbers;
    const tags = this.tags;
    for (let c = c0; c < c1; c += 1) {
      const cell = cells[c + offset];
      const value = values[base + c];
      exact.c = c;
      if (tags.length && cell.tag !== tags[c]) {
        cell.tag = tags[c];
        cell.dataset.tag = tags[c];
      }
      if (hide) {
        const hidden = hide(value);
        if (cell.classList.contains('is-hidden') !== hidden) cell.classList.toggle('is-hidden', hidden);
        setText(cell.firstChild, hidden ? this.hiddenWord : ltr(fixed(value, settings.decimals, exact)));
      } else {
        setText(cell.firstChild, ltr(fixed(value, settings.decimals, exact)));
      }
    }
  }

  // The drawn rows follow the list's length and the box's view; every drawn row's token cell is
  // brought up to date.
  #syncRows() {
    const n = this.model.tokens.length;
    const virtual = n > WINDOW_ROWS;
    if (virtual !== this.virtual) {
      this.virtual = virtual;
      for (const tr of this.rows) tr.remove();
      this.rows = [];
      this.rowFrom = 0;
      if (virtual) {
        this.tbody.prepend(this.topSpacer);
        this.tbody.append(this.bottomSpacer);
      } else {
        this.topSpacer.remove();
        this.bottomSpacer.remove();
        this.thead.rows[0].removeAttribute('aria-rowindex');
        this.table.removeAttribute('aria-rowcount');
      }
    }
    if (virtual) {
      // The true number of rows (with the header row) and each drawn row's place among them.
      if (this.table.getAttribute('aria-rowcount') !== String(n + 1)) this.table.setAttribute('aria-rowcount', String(n + 1));
      if (!this.thead.rows[0].hasAttribute('aria-rowindex')) this.thead.rows[0].setAttribute('aria-rowindex', '1');
    }
    this.#setRowWindow(...rowWindow(n, shownRows(n, this.geometry)));
    this.rows.forEach((tr, i) => this.#labelRow(tr, this.rowFrom + i));
  }

  // Draws the rows [from, to): rows still in the window keep their elements (and focus), the others
  // are removed or made. Returns whether the window moved.
  #setRowWindow(from, to) {
    const n = this.model.tokens.length;
    const old = this.rows;
    const oldFrom = this.rowFrom;
    const oldTo = oldFrom + old.length;
    const moved = from !== oldFrom || to !== oldTo;
    if (moved) {
      let keepFrom = Math.max(from, oldFrom);
      let keepTo = Math.min(to, oldTo);
      if (keepFrom >= keepTo) keepFrom = keepTo = from;
      old.forEach((tr, i) => {
        const r = oldFrom + i;
        if (r < keepFrom || r >= keepTo) tr.remove();
      });
      const kept = old.slice(Math.max(0, keepFrom - oldFrom), Math.max(0, keepTo - oldFrom));
      const make = (a, b) => Array.from({ length: Math.max(0, b - a) }, () => this.#newRow());
      const before = make(from, keepFrom);
      const after = make(keepTo, to);
      const end = this.virtual ? this.bottomSpacer : null;
      if (before.length) this.tbody.insertBefore(fragmentOf(before), kept[0] ?? end);
      if (after.length) this.tbody.insertBefore(fragmentOf(after), end);
      this.rows = [...before, ...kept, ...after];
      this.rowFrom = from;
    }
    if (this.virtual) {
      const h = this.geometry.row || ROW_ESTIMATE;
      setHeight(this.topSpacer, from * h);
      setHeight(this.bottomSpacer, (n - to) * h);
    }
    return moved;
  }

  // Fills the header and the cells the box shows now, and the rest of the windows in idle time
  // (all at once in a small table).
  #fill() {
    const n = this.rows.length;
    const rowTo = this.rowFrom + n;
    if (n * (this.to - this.from) <= SYNC_CELLS) {
      this.#fillHeader(this.from, this.to);
      this.rows.forEach((tr, i) => this.#fillRow(tr, this.rowFrom + i, this.from, this.to));
      this.#finishRest();
      return;
    }
    const [s0, s1] = this.windowed ? shownColumns(this.dModel, this.geometry) : [0, this.dModel];
    const c0 = clamp(s0, this.from, this.to);
    const c1 = clamp(s1, c0, this.to);
    const [t0, t1] = shownRows(this.model.tokens.length, this.geometry);
    const r0 = clamp(t0, this.rowFrom, rowTo);
    const r1 = clamp(t1, r0, rowTo);
    this.#fillHeader(c0, c1);
    for (let r = r0; r < r1; r += 1) this.#fillRow(this.#row(r), r, c0, c1);
    // While changes keep coming (a dragged control), cells out of view would be filled only to be
    // overwritten: the filling starts once the changes pause.
    this.restCursor = -1;
    this.cancelRest?.();
    const timer = setTimeout(() => {
      this.cancelRest = whenIdle((deadline) => this.#fillRest(deadline));
    }, QUIET_MS);
    this.cancelRest = () => clearTimeout(timer);
  }

  // Idle time: the header, then row after row, until the idle period is nearly used up.
  #fillRest(deadline) {
    this.cancelRest = null;
    while (this.restCursor < this.rows.length) {
      if (this.restCursor < 0) this.#fillHeader(this.from, this.to);
      else this.#fillRow(this.rows[this.restCursor], this.rowFrom + this.restCursor, this.from, this.to);
      this.restCursor += 1;
      if (deadline.timeRemaining() < IDLE_SLICE) break;
    }
    if (this.restCursor < this.rows.length) this.cancelRest = whenIdle((next) => this.#fillRest(next));
    else this.#finishRest();
  }

  #finishRest() {
    this.cancelRest?.();
    this.cancelRest = null;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  // Draws the columns [from, from + WINDOW_COLUMNS) instead of the current window.
  #moveColumns(from) {
    from = clamp(from, 0, this.dModel - WINDOW_COLUMNS);
    if (from === this.from) return;
    this.from = from;
    this.to = from + WINDOW_COLUMNS;
    const head = this.thead.rows[0];
    while (head.cells.length > 1) head.lastElementChild.remove();
    head.append(...this.#headerCells());
    for (const tr of this.rows) {
      while (tr.cells.length > 1) tr.lastElementChild.remove();
      tr.append(...this.#dataCells());
    }
  }

  #readScroll() {
    this.geometry.left = this.scroller.scrollLeft;
    this.geometry.top = this.scroller.scrollTop;
  }

  // Sizes read once per d_model, width or resize, at the start of a frame (the layout is fresh).
  #measure() {
    const g = this.geometry;
    const box = this.scroller;
    g.width = box.clientWidth;
    g.height = box.clientHeight;
    this.#readScroll();
    const cells = this.thead.rows[0]?.cells;
    const th = cells?.[this.#offset];
    const tr = this.rows[0];
    if (!th || !tr || !g.width) return;
    g.first = cells[0].getBoundingClientRect().width;
    g.column = th.getBoundingClientRect().width;
    const top = tr.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop + box.scrollTop;
    g.row = tr.getBoundingClientRect().height;
    g.head = top - (this.virtual ? this.topSpacer.getBoundingClientRect().height : 0);
    this.measured = g.column > 0 && g.row > 0;
  }

  #queueFollow() {
    if (this.followQueued) return;
    this.followQueued = true;
    requestAnimationFrame(() => {
      this.followQueued = false;
      this.#follow();
    });
  }

  // After a scroll or a resize: the windows follow the view, and the cells coming into view are
  // filled.
  #follow() {
    if (!this.model || !this.thead.rows[0]) return;
    if (!this.measured) this.#measure();
    const n = this.model.tokens.length;
    const root = this.table.getRootNode();
    const hadFocus = root.activeElement?.tagName === 'TD' && this.tbody.contains(root.activeElement);
    const [from] = columnWindow(this.dModel, shownColumns(this.dModel, this.geometry), [this.from, this.to]);
    const columnsMoved = from !== this.from;
    if (columnsMoved) this.#moveColumns(from);
    const rowsMoved = this.#setRowWindow(...rowWindow(n, shownRows(n, this.geometry)));
    if (rowsMoved) this.rows.forEach((tr, i) => this.#labelRow(tr, this.rowFrom + i));
    if (!columnsMoved && !rowsMoved && !this.cancelRest) return;
    this.#fill();
    this.#applyMark();
    // Keep the tab stop inside the windows, so the table always has one.
    this.#placeActive(hadFocus && columnsMoved, { preventScroll: true });
  }

  /** Marks the token field of a row as refused (after an edit the owner could not accept). */
  markInvalid(row) {
    const input = this.#row(row)?.cells[0].firstElementChild;
    if (input) input.setAttribute('aria-invalid', 'true');
  }

  /** Focuses a row's token field or remove button (after adding or removing rows). */
  focusRow(row, part = 'input') {
    row = Math.min(row, this.model.tokens.length - 1);
    this.#drawRow(row);
    const cell = this.#row(row)?.cells[0];
    const target = part === 'remove' ? cell?.lastElementChild : cell?.firstElementChild;
    if (target && !target.disabled) target.focus();
    else cell?.firstElementChild?.focus();
    this.#readScroll();
    // A new row's suggested number is selected, so typing replaces it.
    if (part === 'input' && target) target.select();
  }

  // Puts row r in the row window (before focusing it, which scrolls it into view).
  #drawRow(r) {
    if (this.#row(r)) return;
    this.#setRowWindow(...rowWindow(this.model.tokens.length, [r, r + 1]));
    this.rows.forEach((tr, i) => this.#labelRow(tr, this.rowFrom + i));
    this.#fill();
  }

  // One data cell is in the tab order (roving tabindex); arrow keys move it. A cell to be focused
  // is drawn first; otherwise the tab stop stays on a drawn cell.
  #placeActive(focus, focusOptions) {
    if (!this.model || !this.rows.length) return;
    const n = this.model.tokens.length;
    const d = this.dModel;
    let r = clamp(this.active.r, 0, n - 1);
    let c = clamp(this.active.c, 0, d - 1);
    if (focus) {
      if (c < this.from || c >= this.to) {
        this.#moveColumns(c - WINDOW_COLUMNS / 2);
        this.#fill();
        this.#applyMark();
      }
      this.#drawRow(r);
    } else {
      c = clamp(c, this.from, this.to - 1);
      r = clamp(r, this.rowFrom, this.rowFrom + this.rows.length - 1);
    }
    this.active = { r, c };
    const cell = this.cell(r, c);
    if (!cell) return;
    const previous = this.tbody.querySelector('td[tabindex]');
    if (previous && previous !== cell) {
      previous.removeAttribute('tabindex');
      previous.removeAttribute('aria-describedby');
    }
    if (cell.tabIndex !== 0) cell.tabIndex = 0;
    if (this.model.describedBy && cell.getAttribute('aria-describedby') !== this.model.describedBy) {
      cell.setAttribute('aria-describedby', this.model.describedBy);
    }
    if (focus) {
      cell.focus(focusOptions);
      this.#readScroll();
    }
  }

  #cellOf(target) {
    const td = target.closest?.('td');
    if (!td || td.classList.contains('spacer') || !this.tbody.contains(td)) return null;
    return { r: td.parentElement.r, c: td.cellIndex - this.#offset + this.from };
  }

  #onCellEvent(e) {
    const at = this.#cellOf(e.target);
    if (!at) return;
    if (e.type === 'focusin') {
      this.active = at;
      this.#placeActive(false);
    }
    this.callbacks.onCell(at.r, at.c);
  }

  #onClick(e) {
    const remove = e.target.closest('.remove-row');
    if (remove) {
      this.callbacks.onRemoveRow(remove.closest('tr').r);
      return;
    }
    const at = this.#cellOf(e.target);
    if (!at) return;
    this.active = at;
    this.#placeActive(true);
    this.callbacks.onPickPair(this.model.roles[at.c].pair);
  }

  #onChange(e) {
    const input = e.target.closest('.token-input');
    if (input) this.callbacks.onEditToken(input.closest('tr').r, input.value);
  }

  #onKeydown(e) {
    const at = this.#cellOf(e.target);
    if (!at) return;
    const last = { r: this.model.tokens.length - 1, c: this.dModel - 1 };
    const moves = {
      ArrowLeft: { r: at.r, c: at.c - 1 },
      ArrowRight: { r: at.r, c: at.c + 1 },
      ArrowUp: { r: at.r - 1, c: at.c },
      ArrowDown: { r: at.r + 1, c: at.c },
      Home: { r: e.ctrlKey ? 0 : at.r, c: 0 },
      End: { r: e.ctrlKey ? last.r : at.r, c: last.c },
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.callbacks.onPickPair(this.model.roles[at.c].pair);
      return;
    }
    const next = moves[e.key];
    if (!next) return;
    e.preventDefault();
    this.active = { r: clamp(next.r, 0, last.r), c: clamp(next.c, 0, last.c) };
    this.#placeActive(true);
  }
}

function fragmentOf(nodes) {
  const fragment = document.createDocumentFragment();
  fragment.append(...nodes);
  return fragment;
}

function setHeight(tr, px) {
  const height = `${px}px`;
  if (tr.style.height !== height) tr.style.height = height;
}
